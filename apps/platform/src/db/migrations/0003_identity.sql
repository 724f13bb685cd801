-- 0003: identity (issue 5). Player profile, preferences and second-factor settings; sessions
-- with device, channel and token generation; the pending second step of a login; one-time
-- codes; the message outbox; login throttling (lockout and sliding-window rate limits);
-- terms-of-use acceptances; responsible-gambling exclusions.

-- Players ----------------------------------------------------------------------------------
ALTER TABLE players
  ADD COLUMN email                     text,
  ADD COLUMN first_name                text,
  ADD COLUMN last_name                 text,
  ADD COLUMN mobile                    text,
  -- spec shell §3 Profile accountCode: readable, derived from the account id, never reused.
  ADD COLUMN account_code              text GENERATED ALWAYS AS ('TL' || account_id::text) STORED,
  ADD COLUMN vip_level                 integer NOT NULL DEFAULT 0 CHECK (vip_level BETWEEN 0 AND 10),
  -- spec betting-domain §9 odds types; the wire shows them upper case in player details.
  ADD COLUMN price_format              text NOT NULL DEFAULT 'euro'
                                       CHECK (price_format IN ('euro', 'hk', 'us', 'malay', 'indo')),
  ADD COLUMN default_stake_minor       bigint CHECK (default_stake_minor >= 0),
  ADD COLUMN remember_stake            boolean NOT NULL DEFAULT false,
  ADD COLUMN excluded_from_promotions  boolean NOT NULL DEFAULT false,
  ADD COLUMN hold_withdraw             boolean NOT NULL DEFAULT false,
  ADD COLUMN created_by_agent          boolean NOT NULL DEFAULT false,
  ADD COLUMN stream_full_screen        boolean NOT NULL DEFAULT true,
  ADD COLUMN partner_matrix_affiliate  boolean NOT NULL DEFAULT false,
  ADD COLUMN is_depositor              boolean NOT NULL DEFAULT false,
  ADD COLUMN is_bettor                 boolean NOT NULL DEFAULT false,
  ADD COLUMN first_login_at            timestamptz,
  ADD COLUMN last_login_at             timestamptz,
  ADD COLUMN previous_login_at         timestamptz,
  -- spec shell §4 login flow: the extra step after a correct password.
  ADD COLUMN two_factor                text NOT NULL DEFAULT 'none'
                                       CHECK (two_factor IN ('none', 'otp', 'question')),
  ADD COLUMN security_question         text,
  ADD COLUMN security_answer_hash      text,
  -- Account preferences (spec shell §3, betting-domain §3); null layout reads as not_selected.
  ADD COLUMN pref_layout               text CHECK (pref_layout IN ('asian', 'euro', 'thai')),
  ADD COLUMN pref_sort_by              text NOT NULL DEFAULT 'competition'
                                       CHECK (pref_sort_by IN ('competition', 'time')),
  ADD COLUMN pref_accept_higher_odds   boolean NOT NULL DEFAULT true,
  ADD COLUMN pref_theme                text NOT NULL DEFAULT 'system'
                                       CHECK (pref_theme IN ('light', 'dark', 'system')),
  ADD COLUMN real_money_bonuses        boolean NOT NULL DEFAULT false,
  ADD COLUMN was_set_real_money_bonuses boolean NOT NULL DEFAULT false,
  -- Responsible gambling: reality-check reminder interval in minutes (0 = off).
  ADD COLUMN reality_check_minutes     integer NOT NULL DEFAULT 0
                                       CHECK (reality_check_minutes IN (0, 15, 30, 60)),
  ADD COLUMN password_changed_at       timestamptz,
  ADD CONSTRAINT players_second_factor_complete CHECK (
    (two_factor <> 'question' OR (security_question IS NOT NULL AND security_answer_hash IS NOT NULL))
    AND (two_factor <> 'otp' OR mobile IS NOT NULL OR email IS NOT NULL)
  );
CREATE UNIQUE INDEX players_account_code ON players (account_code);

-- Sessions ---------------------------------------------------------------------------------
-- token_gen rotates on refresh, terms acceptance and password change: a token of an older
-- generation no longer opens the session.
ALTER TABLE sessions
  ADD COLUMN token_gen        integer NOT NULL DEFAULT 0,
  ADD COLUMN channel          text NOT NULL DEFAULT 'icore'
                              CHECK (channel IN ('web', 'franco', 'icore')),
  ADD COLUMN embedded         boolean NOT NULL DEFAULT false,
  ADD COLUMN device_id        text,
  ADD COLUMN client_type      text,
  ADD COLUMN device_type      text,
  ADD COLUMN client_ip        text,
  ADD COLUMN refreshed_at     timestamptz,
  ADD CONSTRAINT sessions_revoke_reason CHECK (
    revoke_reason IS NULL OR revoke_reason IN (
      'clicked', 'unauthorized', 'jwe_token_expired',
      'password_changed', 'single_session', 'time_out', 'self_exclusion'
    )
  ),
  ADD CONSTRAINT sessions_revoked_with_reason CHECK ((revoked_at IS NULL) = (revoke_reason IS NULL));
CREATE INDEX sessions_player_live ON sessions (player_id, expires_at) WHERE revoked_at IS NULL;

-- The login's second step: a correct password for a player with a second factor opens a
-- pending login (referenced by an HttpOnly cookie whose sha256 is stored here, never the id).
CREATE TABLE pending_logins (
  id_hash        text PRIMARY KEY,
  player_id      bigint NOT NULL REFERENCES players(id),
  step           text NOT NULL CHECK (step IN ('otp', 'question')),
  embedded       boolean NOT NULL DEFAULT false,
  client_ip      text,
  answer_tries   integer NOT NULL DEFAULT 0,
  created_at     timestamptz NOT NULL,
  expires_at     timestamptz NOT NULL,
  ended_at       timestamptz
);
CREATE INDEX pending_logins_player ON pending_logins (player_id, created_at);

-- One-time codes: sha256(salt || code), 30 minutes, single use, burned after 5 wrong tries.
-- Only the newest code of a player can be used; issuing one supersedes the others.
CREATE TABLE otp_codes (
  id            bigserial PRIMARY KEY,
  player_id     bigint NOT NULL REFERENCES players(id),
  code_hash     text NOT NULL,
  salt          text NOT NULL,
  issued_at     timestamptz NOT NULL,
  expires_at    timestamptz NOT NULL,
  wrong_tries   integer NOT NULL DEFAULT 0,
  used_at       timestamptz,
  burned_at     timestamptz,
  superseded_at timestamptz
);
CREATE INDEX otp_codes_player ON otp_codes (player_id, issued_at DESC);

-- The transactional outbox for player messages (one-time codes). A dispatcher (or, in the
-- demo, GET /api/demo/outbox) reads it; message bodies never go to the logs.
CREATE TABLE message_outbox (
  id          bigserial PRIMARY KEY,
  player_id   bigint NOT NULL REFERENCES players(id),
  channel     text NOT NULL CHECK (channel IN ('sms', 'email')),
  recipient   text NOT NULL,
  kind        text NOT NULL,
  body        text NOT NULL,
  created_at  timestamptz NOT NULL,
  sent_at     timestamptz
);
CREATE INDEX message_outbox_player ON message_outbox (player_id, id DESC);

-- Login throttling ---------------------------------------------------------------------------
-- Consecutive failures and the temporary lockout per normalised username, known or not (so a
-- lockout tells nothing about whether the account exists). Survives restarts.
CREATE TABLE login_throttle (
  username_key  text PRIMARY KEY,
  failed_count  integer NOT NULL DEFAULT 0,
  locked_until  timestamptz,
  updated_at    timestamptz NOT NULL
);

-- Sliding-window rate limits: one row per allowed attempt of the last window, per scope/key.
-- rate_limit_keys rows are locked (FOR UPDATE) to serialise the count-then-insert.
CREATE TABLE rate_limit_keys (
  scope  text NOT NULL,
  key    text NOT NULL,
  PRIMARY KEY (scope, key)
);
CREATE TABLE rate_limit_hits (
  scope  text NOT NULL,
  key    text NOT NULL,
  at     timestamptz NOT NULL
);
CREATE INDEX rate_limit_hits_key ON rate_limit_hits (scope, key, at);

-- Terms of use ---------------------------------------------------------------------------------
CREATE TABLE terms_acceptances (
  player_id    bigint NOT NULL REFERENCES players(id),
  version      text NOT NULL,
  accepted_at  timestamptz NOT NULL,
  session_id   uuid REFERENCES sessions(id),
  PRIMARY KEY (player_id, version)
);

-- Responsible gambling -----------------------------------------------------------------------
-- Time-outs and self-exclusions; ends_at null means permanent. Rows are never shortened.
CREATE TABLE rg_exclusions (
  id          bigserial PRIMARY KEY,
  player_id   bigint NOT NULL REFERENCES players(id),
  kind        text NOT NULL CHECK (kind IN ('time_out', 'self_exclusion')),
  period      text NOT NULL,
  starts_at   timestamptz NOT NULL,
  ends_at     timestamptz,
  created_at  timestamptz NOT NULL,
  CHECK (ends_at IS NULL OR ends_at > starts_at),
  CHECK (kind = 'self_exclusion' OR ends_at IS NOT NULL)
);
CREATE INDEX rg_exclusions_player ON rg_exclusions (player_id, ends_at);
