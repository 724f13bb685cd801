-- 0015: the operator door (issue 10 item 8): the append-only audit log of what operators did (and
-- of every operator login, failed ones included), and the operator tokens revoked by a logout.
CREATE TABLE operator_audit (
  id       bigserial PRIMARY KEY,
  -- Who: the operator's username (for a failed login, the username that was tried).
  operator text NOT NULL,
  -- What: a dotted name (operator.login, settings.publish) and what it was done to.
  action   text NOT NULL,
  target   text NOT NULL,
  detail   jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(detail) = 'object'),
  at       timestamptz NOT NULL DEFAULT now()
);
-- The audit call reads newest first by id, optionally of one action.
CREATE INDEX operator_audit_action ON operator_audit (action, id);
-- The login rate limits count a username's and a client address's recent failures.
CREATE INDEX operator_audit_failures_by_operator ON operator_audit (operator, at)
  WHERE action = 'operator.login_failed';
CREATE INDEX operator_audit_failures_by_address ON operator_audit ((detail ->> 'ip'), at)
  WHERE action = 'operator.login_failed';

-- Append-only: the application role may only read and add (0004's habit), and a trigger refuses
-- any change or removal whoever asks, the owner included.
CREATE FUNCTION operator_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'operator_audit is append-only: % is refused', TG_OP;
END $$;
CREATE TRIGGER operator_audit_no_change BEFORE UPDATE OR DELETE ON operator_audit
  FOR EACH ROW EXECUTE FUNCTION operator_audit_append_only();
CREATE TRIGGER operator_audit_no_truncate BEFORE TRUNCATE ON operator_audit
  FOR EACH STATEMENT EXECUTE FUNCTION operator_audit_append_only();
REVOKE UPDATE, DELETE, TRUNCATE ON operator_audit FROM touchline_app;

-- Operator tokens ended by a logout before they expire; every operator call checks its token's
-- id here. Rows past their token's expiry are of no use and are removed.
CREATE TABLE operator_revoked_tokens (
  jti        uuid PRIMARY KEY,
  username   text NOT NULL,
  revoked_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX operator_revoked_tokens_expiry ON operator_revoked_tokens (expires_at);
