-- Game catalogue (product-rules 3 Game, vendor sorting, Winner), favourites, recents, announcements and banners.

-- The vendor mapping: which vendor appears under which category (a vendor may serve several categories).
-- Raw as a platform feed gives it: cockfight vendors may be listed under SPORTS (product-rules 4 moves them).
CREATE TABLE game_vendors (
  vassalage text NOT NULL,
  category text NOT NULL,
  display_name text NOT NULL,
  account_type_name text NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  PRIMARY KEY (vassalage, category)
);

-- One playable entry: a game, a live room or a vendor lobby. node_id is stable (part of URLs and favourites).
CREATE TABLE games (
  node_id text PRIMARY KEY,
  game_id text NOT NULL,
  room_id text,
  vassalage text NOT NULL,
  -- The raw category as the vendor mapping gives it (LIVE, RNG, FISH, PVP, SPORTS, ESPORTS, COCKFIGHT, LOTT, ELOTT, INHOUSE).
  game_type text NOT NULL,
  game_classify text NOT NULL DEFAULT '',
  name_th text NOT NULL,
  name_en text NOT NULL,
  -- Live rooms: FREE, VIP or PPV (pay per view), product-rules 4.
  room_type text CHECK (room_type IN ('FREE', 'VIP', 'PPV')),
  min_bet bigint NOT NULL DEFAULT 100 CHECK (min_bet > 0),
  min_line integer NOT NULL DEFAULT 1 CHECK (min_line > 0),
  is_new boolean NOT NULL DEFAULT false,
  -- Position in the hot games list (null = not hot).
  hot_rank integer,
  freeplay boolean NOT NULL DEFAULT true,
  lotto_mode text,
  game_code text NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX games_type_idx ON games (game_type, sort);
CREATE INDEX games_vendor_idx ON games (vassalage, sort);
CREATE INDEX games_hot_idx ON games (hot_rank) WHERE hot_rank IS NOT NULL;

-- Per-merchant order of vendors inside a category (product-rules 3 vendor sorting); vendors not listed follow by their own sort.
CREATE TABLE vendor_sorting (
  merchant_code text NOT NULL REFERENCES merchants(code),
  game_category text NOT NULL,
  vassalage text NOT NULL,
  sort integer NOT NULL,
  PRIMARY KEY (merchant_code, game_category, vassalage)
);

CREATE TABLE game_favourites (
  member_id bigint NOT NULL REFERENCES members(id),
  node_id text NOT NULL REFERENCES games(node_id),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, node_id)
);
CREATE INDEX game_favourites_recent_idx ON game_favourites (member_id, created_at DESC);

CREATE TABLE game_recents (
  member_id bigint NOT NULL REFERENCES members(id),
  node_id text NOT NULL REFERENCES games(node_id),
  played_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, node_id)
);
CREATE INDEX game_recents_recent_idx ON game_recents (member_id, played_at DESC);

-- Winner board rows: settled wins (source 'game', recorded by the game side) and demo rows (source 'seed').
CREATE TABLE game_winners (
  id bigserial PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants(code),
  node_id text NOT NULL REFERENCES games(node_id),
  member_id bigint REFERENCES members(id),
  customer_name text NOT NULL,
  win_amount bigint NOT NULL CHECK (win_amount > 0),
  source text NOT NULL DEFAULT 'game' CHECK (source IN ('game', 'seed')),
  won_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX game_winners_board_idx ON game_winners (merchant_code, won_at DESC);

-- Announcements of every content type (product-rules 3: Player PL, Banner B, Pop-Up PU, Promotion PR, Help H, plus hot).
CREATE TABLE announcements (
  id bigserial PRIMARY KEY,
  merchant_code text NOT NULL REFERENCES merchants(code),
  type text NOT NULL CHECK (type IN ('B', 'PL', 'PU', 'PR', 'H', 'A')),
  -- Banner group (m_home, m_reg ...); '' for other types.
  group_name text NOT NULL DEFAULT '',
  platform text NOT NULL DEFAULT 'M',
  title_th text NOT NULL,
  title_en text NOT NULL,
  content_th text NOT NULL DEFAULT '',
  content_en text NOT NULL DEFAULT '',
  -- Banners: the image and where a click goes (a site path or an external link).
  image_url text,
  redirect text,
  external_link text,
  hot boolean NOT NULL DEFAULT false,
  sort integer NOT NULL DEFAULT 0,
  seed_key text,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_code, seed_key)
);
CREATE INDEX announcements_list_idx ON announcements (merchant_code, type, sort);

CREATE TABLE announcement_reads (
  announcement_id bigint NOT NULL REFERENCES announcements(id),
  member_id bigint NOT NULL REFERENCES members(id),
  read_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (announcement_id, member_id)
);
