-- 0006: identity and wallet hardening (issue 5 audit): the application role's login password,
-- cached balances that only ledger entries move (and whose below-zero guard the application
-- cannot switch off), withdraw-only sessions for excluded players, and indexes for the purge of
-- expired login data.

-- The application role's login ---------------------------------------------------------------
-- On a Postgres server whose owner may manage roles, start-up makes touchline_app a LOGIN role
-- with this password and runs every application query on connections that logged in as it
-- (db/postgres.ts). One row per role; the owner alone may read it.
CREATE TABLE app_role_secrets (
  role      text PRIMARY KEY,
  password  text NOT NULL
);
REVOKE ALL ON app_role_secrets FROM touchline_app;

-- Cached balances are derived ------------------------------------------------------------------
-- A balance row moves only when ledger entries are inserted: the statement trigger below adds
-- the new entries' sums. Any other UPDATE — the application's, or a hand-made one — is refused,
-- so a cached balance always equals the sum of its entries. allow_negative is derived from the
-- account (house accounts, player_id NULL, may go negative; player accounts never), so the
-- CHECK (allow_negative OR balance_minor >= 0) of 0001 cannot be switched off by writing it.
UPDATE ledger_balances b SET allow_negative = (a.player_id IS NULL)
  FROM ledger_accounts a WHERE a.id = b.account_id AND b.allow_negative <> (a.player_id IS NULL);

CREATE FUNCTION ledger_balance_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.balance_minor <> 0 THEN
      RAISE EXCEPTION 'a new ledger balance starts at zero (account %)', NEW.account_id;
    END IF;
  ELSIF pg_trigger_depth() < 2 THEN
    -- Depth 1: fired by an UPDATE statement itself, not by ledger_entries_move_balances.
    RAISE EXCEPTION 'ledger_balances move only through ledger entries';
  ELSIF NEW.account_id <> OLD.account_id THEN
    RAISE EXCEPTION 'a ledger balance never changes account';
  END IF;
  NEW.allow_negative := (SELECT a.player_id IS NULL FROM ledger_accounts a WHERE a.id = NEW.account_id);
  RETURN NEW;
END $$;
CREATE TRIGGER ledger_balances_guard BEFORE INSERT OR UPDATE ON ledger_balances
  FOR EACH ROW EXECUTE FUNCTION ledger_balance_guard();

CREATE FUNCTION ledger_entries_move_balances() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ledger_balances b SET balance_minor = b.balance_minor + x.s
    FROM (SELECT account_id, sum(amount_minor) AS s FROM new_entries GROUP BY account_id) x
   WHERE b.account_id = x.account_id;
  RETURN NULL;
END $$;
CREATE TRIGGER ledger_entries_move_balances AFTER INSERT ON ledger_entries
  REFERENCING NEW TABLE AS new_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_entries_move_balances();

-- The application may write balance_minor only (the trigger above runs as the caller, and
-- SELECT … FOR UPDATE needs an UPDATE privilege); allow_negative and account_id are not its.
REVOKE UPDATE ON ledger_balances FROM touchline_app;
GRANT UPDATE (balance_minor) ON ledger_balances TO touchline_app;

-- Withdraw-only sessions (responsible gambling) --------------------------------------------
-- A timed-out or self-excluded player who passes every login step gets no sportsbook session
-- (the login answers 403 TIMED_OUT / SELF_EXCLUDED as before) but a withdraw-only one: read the
-- account and the balance, withdraw, log out. Nothing else accepts it (identity session-service).
ALTER TABLE sessions
  ADD COLUMN scope text NOT NULL DEFAULT 'full' CHECK (scope IN ('full', 'withdraw_only'));

-- Purge of expired login data (identity purge.ts) -------------------------------------------
CREATE INDEX rate_limit_hits_at ON rate_limit_hits (at);
CREATE INDEX message_outbox_created ON message_outbox (created_at);
CREATE INDEX otp_codes_expires ON otp_codes (expires_at);
CREATE INDEX pending_logins_expires ON pending_logins (expires_at);
