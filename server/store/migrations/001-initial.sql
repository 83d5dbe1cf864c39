-- Accounts, keys, the ledger and idempotency records (issue 29).
-- Portable SQL: the same file runs on SQLite and PostgreSQL. Ids are random text made by the
-- server, times are milliseconds since the epoch (BIGINT), flags are 0/1 integers.
CREATE TABLE users (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  plan TEXT NOT NULL,
  created_at BIGINT NOT NULL
);

-- A key is stored only as its SHA-256 hash; prefix is its first characters, to tell keys apart.
CREATE TABLE api_keys (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id),
  key_hash TEXT NOT NULL UNIQUE,
  prefix TEXT NOT NULL,
  label TEXT NOT NULL,
  demo INTEGER NOT NULL DEFAULT 0,
  created_at BIGINT NOT NULL,
  revoked_at BIGINT
);

-- Exactly one row per 200 answered (never for a failed request, never for a stored answer).
CREATE TABLE ledger (
  id TEXT PRIMARY KEY,
  key_id TEXT NOT NULL REFERENCES api_keys (id),
  request_id TEXT NOT NULL UNIQUE,
  word_count INTEGER NOT NULL,
  words_charged INTEGER NOT NULL,
  day TEXT NOT NULL,
  created_at BIGINT NOT NULL
);
CREATE INDEX ledger_key_day ON ledger (key_id, day);

-- Idempotency-Key records (contract-decisions.md, "Retries and idempotency"). state 'pending'
-- is held by owner until lease_until; 'done' holds the answer for 24 h from created_at.
CREATE TABLE idempotency (
  key_id TEXT NOT NULL,
  idem_key TEXT NOT NULL,
  body_hash TEXT NOT NULL,
  state TEXT NOT NULL,
  owner TEXT NOT NULL,
  lease_until BIGINT NOT NULL,
  response TEXT,
  created_at BIGINT NOT NULL,
  PRIMARY KEY (key_id, idem_key)
);
CREATE INDEX idempotency_created ON idempotency (created_at);

CREATE TABLE admins (
  id TEXT PRIMARY KEY,
  username TEXT NOT NULL UNIQUE,
  password_hash TEXT NOT NULL,
  created_at BIGINT NOT NULL
);

-- Account page sessions, in the database so that every instance knows them.
CREATE TABLE admin_sessions (
  token_hash TEXT PRIMARY KEY,
  admin_id TEXT NOT NULL REFERENCES admins (id),
  expires_at BIGINT NOT NULL
);
