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
