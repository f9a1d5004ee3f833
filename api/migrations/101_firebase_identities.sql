-- Third-party sign-in (Google, Facebook, Firebase phone): a verified Firebase uid per merchant belongs to one member.
CREATE TABLE firebase_identities (
  merchant_code text NOT NULL REFERENCES merchants(code),
  uid text NOT NULL,
  member_id bigint NOT NULL REFERENCES members(id),
  provider text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_code, uid)
);
CREATE INDEX firebase_identities_member_idx ON firebase_identities (member_id);
