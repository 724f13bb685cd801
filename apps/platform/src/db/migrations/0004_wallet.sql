-- 0004: the wallet (issue 5 item 5 and the deposit limits of item 6): wallet state (turnover
-- counters), the demo cashier's transactions, deposit limits and their audit log, extra
-- append-only guards on the ledger, and the application's database role with its privileges.

-- Wallet state ---------------------------------------------------------------------------------
-- One row per player wallet. Every change to a player's wallet parts locks this row first
-- (SELECT … FOR UPDATE), so concurrent stakes, withdrawals and deposits of one player serialise
-- here; the cached ledger balances keep their own CHECK (balance_minor >= 0) as the last guard.
CREATE TABLE wallet_states (
  player_id                 bigint PRIMARY KEY REFERENCES players(id),
  currency                  text NOT NULL,
  -- Deposited money not yet staked once: withheld from the withdrawable amount (AML turnover).
  unwagered_deposits_minor  bigint NOT NULL DEFAULT 0 CHECK (unwagered_deposits_minor >= 0),
  -- The spec's totalLeftToWager: stakes still needed before the bonus part becomes real money.
  bonus_left_to_wager_minor bigint NOT NULL DEFAULT 0 CHECK (bonus_left_to_wager_minor >= 0),
  updated_at                timestamptz NOT NULL DEFAULT now()
);

-- Demo cashier ---------------------------------------------------------------------------------
-- A deposit or withdrawal request and the ledger transaction that carried it out. The
-- Idempotency-Key header is unique per player: a retried request finds its first answer here.
CREATE TABLE cashier_transactions (
  id                    bigserial PRIMARY KEY,
  player_id             bigint NOT NULL REFERENCES players(id),
  kind                  text NOT NULL CHECK (kind IN ('deposit', 'withdrawal')),
  status                text NOT NULL DEFAULT 'completed' CHECK (status IN ('completed')),
  method                text NOT NULL,
  currency              text NOT NULL,
  amount_minor          bigint NOT NULL CHECK (amount_minor > 0),
  idempotency_key       text NOT NULL,
  request_hash          text NOT NULL,
  ledger_transaction_id bigint NOT NULL REFERENCES ledger_transactions(id),
  -- The platform clock's time (the deposit-limit windows are measured on it).
  created_at            timestamptz NOT NULL
);
CREATE UNIQUE INDEX cashier_transactions_idempotency ON cashier_transactions (player_id, idempotency_key);
CREATE INDEX cashier_transactions_window ON cashier_transactions (player_id, kind, created_at);

-- Deposit limits (responsible gambling) -----------------------------------------------------
-- The limit in force per rolling period, and at most one pending loosening with its time.
CREATE TABLE deposit_limits (
  player_id            bigint NOT NULL REFERENCES players(id),
  period               text NOT NULL CHECK (period IN ('daily', 'weekly', 'monthly')),
  currency             text NOT NULL,
  limit_minor          bigint CHECK (limit_minor > 0),
  pending_limit_minor  bigint CHECK (pending_limit_minor > 0),
  -- Non-null when a change waits: to pending_limit_minor, or (null) to no limit.
  pending_effective_at timestamptz,
  updated_at           timestamptz NOT NULL,
  PRIMARY KEY (player_id, period),
  CHECK (pending_effective_at IS NOT NULL OR pending_limit_minor IS NULL)
);

-- Every request to change a limit, as asked and when it takes effect (append-only audit log).
CREATE TABLE deposit_limit_changes (
  id                    bigserial PRIMARY KEY,
  player_id             bigint NOT NULL REFERENCES players(id),
  period                text NOT NULL CHECK (period IN ('daily', 'weekly', 'monthly')),
  currency              text NOT NULL,
  previous_limit_minor  bigint,
  requested_limit_minor bigint,
  outcome               text NOT NULL CHECK (outcome IN ('immediate', 'delayed', 'unchanged')),
  effective_at          timestamptz NOT NULL,
  requested_at          timestamptz NOT NULL
);
CREATE INDEX deposit_limit_changes_player ON deposit_limit_changes (player_id, requested_at);

-- Append-only guards (second line behind the role's privileges) ---------------------------
CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME;
END $$;
CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();
CREATE TRIGGER ledger_transactions_no_update BEFORE UPDATE OR DELETE ON ledger_transactions
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
CREATE TRIGGER ledger_transactions_no_truncate BEFORE TRUNCATE ON ledger_transactions
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();

-- The application role ------------------------------------------------------------------------
-- The platform runs every query after the migrations as touchline_app (SET ROLE, see
-- db/database.ts APP_DB_ROLE). Roles belong to the whole cluster, so this is idempotent and safe
-- when several schemas (parallel test suites) migrate at the same moment: a concurrent CREATE
-- waits for the other and then fails with unique_violation (or duplicate_object), both ignored.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'touchline_app') THEN
    BEGIN
      CREATE ROLE touchline_app NOLOGIN;
    EXCEPTION WHEN duplicate_object OR unique_violation THEN
      NULL;
    END;
  END IF;
  -- The owner must be able to SET ROLE to it (automatic for a superuser).
  IF NOT pg_has_role(current_user, 'touchline_app', 'MEMBER') THEN
    BEGIN
      EXECUTE format('GRANT touchline_app TO %I', current_user);
    EXCEPTION WHEN duplicate_object OR unique_violation THEN
      NULL;
    END;
  END IF;
END $$;

-- Privileges: read and write every table of this schema (also those of 0001–0003 and, through
-- default privileges, of every later migration run by the same owner), then take back what the
-- ledger must never allow. A later migration that adds an append-only table revokes likewise.
DO $$
DECLARE
  s text := current_schema();
BEGIN
  EXECUTE format('GRANT USAGE ON SCHEMA %I TO touchline_app', s);
  EXECUTE format(
    'GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA %I TO touchline_app', s);
  EXECUTE format('GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA %I TO touchline_app', s);
  EXECUTE format('ALTER DEFAULT PRIVILEGES IN SCHEMA %I '
    'GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO touchline_app', s);
  EXECUTE format('ALTER DEFAULT PRIVILEGES IN SCHEMA %I '
    'GRANT USAGE, SELECT ON SEQUENCES TO touchline_app', s);
END $$;

-- Ledger entries and transactions: SELECT and INSERT only. Accounts are never changed or
-- removed; cached balances are updated but never removed; the audit log is append-only.
REVOKE UPDATE, DELETE ON ledger_entries, ledger_transactions, ledger_accounts,
  deposit_limit_changes FROM touchline_app;
REVOKE DELETE ON ledger_balances, wallet_states, cashier_transactions FROM touchline_app;
-- The migration history belongs to the owner.
REVOKE INSERT, UPDATE, DELETE ON schema_migrations FROM touchline_app;
