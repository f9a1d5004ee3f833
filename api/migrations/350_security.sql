-- Security centre: payment (withdrawal) password, security questions, bank cards and avatars.

-- One row per member once a payment password is set (scrypt hash, never the password).
CREATE TABLE member_payment_passwords (
  member_id bigint PRIMARY KEY REFERENCES members(id),
  password_hash text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The catalogue of questions a member may pick (texts per language; TH is the fallback).
CREATE TABLE security_questions (
  id integer PRIMARY KEY,
  text_th text NOT NULL,
  text_en text NOT NULL,
  sort integer NOT NULL DEFAULT 0
);

-- The member's chosen questions; answers are scrypt hashes of the trimmed, lower-cased answer.
CREATE TABLE member_security_answers (
  member_id bigint NOT NULL REFERENCES members(id),
  question_id integer NOT NULL REFERENCES security_questions(id),
  answer_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, question_id)
);

-- Bank cards bound for withdrawals. Removal is a soft delete so past withdrawals keep their card.
CREATE TABLE member_bank_cards (
  id bigserial PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members(id),
  bank_code text NOT NULL,
  bank_name text NOT NULL,
  account_no text NOT NULL,
  holder text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX member_bank_cards_member_idx ON member_bank_cards (member_id) WHERE deleted_at IS NULL;
CREATE UNIQUE INDEX member_bank_cards_live_uq ON member_bank_cards (member_id, bank_code, account_no) WHERE deleted_at IS NULL;

-- The member's avatar: a built-in avatar id or an uploaded image (png/jpg, under 5 MB, checked server-side),
-- served under an unguessable key so an <img> needs no Authorization header.
CREATE TABLE member_avatars (
  member_id bigint PRIMARY KEY REFERENCES members(id),
  builtin_id integer,
  image bytea,
  mime text,
  image_key text UNIQUE,
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((builtin_id IS NOT NULL) <> (image IS NOT NULL))
);

INSERT INTO security_questions (id, text_th, text_en, sort) VALUES
  (1, 'ชื่อโรงเรียนประถมของคุณคืออะไร', 'What was the name of your primary school?', 1),
  (2, 'ชื่อสัตว์เลี้ยงตัวแรกของคุณคืออะไร', 'What was the name of your first pet?', 2),
  (3, 'คุณเกิดที่จังหวัดอะไร', 'In which province were you born?', 3),
  (4, 'อาหารจานโปรดของคุณคืออะไร', 'What is your favourite dish?', 4),
  (5, 'ชื่อเล่นของเพื่อนสนิทคนแรกของคุณคืออะไร', 'What is the nickname of your first best friend?', 5),
  (6, 'ชื่อถนนที่คุณอาศัยอยู่ตอนเด็กคืออะไร', 'What was the name of the street you grew up on?', 6);
