-- 0008: the betting engine (issue 9): multiples, systems, each-way and free-money stakes.
-- A bet's lines (noOfBets), its place part and the share of its stake paid with free money are
-- kept as placed; settlement and My Bets read them from here.
ALTER TABLE bets ADD COLUMN no_of_bets integer NOT NULL DEFAULT 1 CHECK (no_of_bets >= 1);
ALTER TABLE bets ADD COLUMN potential_place_win_minor bigint NOT NULL DEFAULT 0
  CHECK (potential_place_win_minor >= 0);
-- Parlay extra winnings promised on a multiple at placement (betting-domain §3), paid if it wins.
ALTER TABLE bets ADD COLUMN extra_winnings_minor bigint NOT NULL DEFAULT 0
  CHECK (extra_winnings_minor >= 0);
ALTER TABLE bets ADD COLUMN free_money_stake_minor bigint NOT NULL DEFAULT 0
  CHECK (free_money_stake_minor >= 0 AND free_money_stake_minor <= total_stake_minor);

-- A slip staked partly with free money (promo cash) is debited in two ledger transactions: the
-- free part from promo cash only, the rest as the slip asks. ledger_transaction_id holds the cash
-- debit when there is one, else the free-money debit.
ALTER TABLE betslips ADD COLUMN free_money_transaction_id bigint REFERENCES ledger_transactions(id);
ALTER TABLE betslips ADD COLUMN free_money_stake_minor bigint NOT NULL DEFAULT 0
  CHECK (free_money_stake_minor >= 0);

-- The placement's answer as first sent: a replay of the same request uuid answers it again.
ALTER TABLE betslips ADD COLUMN answer jsonb;

-- In-play bets (issue 9 item 4): a slip with a live leg waits the in-play delay before it is
-- accepted. Its bets are 'pending' (stake held, not settled, not cashed out) until the acceptor
-- accepts them ('open') or rejects them ('rejected': the stake is returned).
ALTER TABLE bets DROP CONSTRAINT IF EXISTS bets_status_check;
ALTER TABLE bets ADD CONSTRAINT bets_status_check
  CHECK (status IN ('pending', 'open', 'won', 'lost', 'void', 'cashed_out', 'rejected'));
ALTER TABLE bets DROP CONSTRAINT IF EXISTS bets_closed_consistent;
ALTER TABLE bets ADD CONSTRAINT bets_closed_consistent CHECK (
  (status IN ('open', 'pending') AND settled_at IS NULL AND returns_minor IS NULL)
  OR (status NOT IN ('open', 'pending') AND settled_at IS NOT NULL AND returns_minor >= 0)
);
ALTER TABLE betslips ADD COLUMN acceptance text NOT NULL DEFAULT 'accepted'
  CHECK (acceptance IN ('pending', 'accepted', 'rejected'));
ALTER TABLE betslips ADD COLUMN accept_at timestamptz;
ALTER TABLE betslips ADD COLUMN decided_at timestamptz;
-- Why a pending slip was rejected: the RES errors, as answered.
ALTER TABLE betslips ADD COLUMN rejection jsonb;
CREATE INDEX betslips_pending ON betslips (accept_at) WHERE acceptance = 'pending';

-- Each time a market leaves 'open' its suspension_seq grows; a leg keeps the value it was placed
-- at, so the acceptor knows whether the market was suspended during the delay even if it has
-- reopened since.
ALTER TABLE markets ADD COLUMN suspension_seq integer NOT NULL DEFAULT 0;
ALTER TABLE bet_legs ADD COLUMN market_suspension_seq integer;
