import { describe, expect, it } from 'vitest';
import {
  addBet,
  MAX_BETS_ON_BETSLIP,
  orderedBets,
  removeBet,
  setStake,
  toggleBet,
  type BetSelection,
  type BetsByOutcome,
} from '../betslip-bets';

const selection = (outcomeId: number): BetSelection => ({
  outcomeId,
  eventId: 1,
  marketId: 10,
  decimal: 2,
  eventDescription: 'A v B',
  marketDescription: 'Match Result',
  outcomeDescription: `Outcome ${outcomeId}`,
});

const refs = (bets: BetsByOutcome) => orderedBets(bets).map((b) => `${b.ref}:${b.outcomeId}`);

describe('betslip bets (betting-domain §4)', () => {
  it('numbers bets sel1, sel2, … in the order they are added', () => {
    const bets = [3, 1, 2].reduce<BetsByOutcome>((acc, id) => addBet(acc, selection(id)), {});
    expect(refs(bets)).toEqual(['sel1:3', 'sel2:1', 'sel3:2']);
  });

  it('renumbers the later refs when a bet is removed, keeping stakes', () => {
    let bets = [5, 6, 7].reduce<BetsByOutcome>((acc, id) => addBet(acc, selection(id)), {});
    bets = setStake(bets, 7, '12.5');
    bets = removeBet(bets, 5);
    expect(refs(bets)).toEqual(['sel1:6', 'sel2:7']);
    expect(bets[7]?.stake).toBe('12.5');
  });

  it('toggles: a second add of the same outcome removes it', () => {
    const once = toggleBet({}, selection(1));
    expect(refs(once)).toEqual(['sel1:1']);
    expect(toggleBet(once, selection(1))).toEqual({});
  });

  it('holds at most max_bets_on_betslip bets', () => {
    let bets: BetsByOutcome = {};
    for (let id = 1; id <= MAX_BETS_ON_BETSLIP + 2; id += 1) bets = addBet(bets, selection(id));
    expect(Object.keys(bets)).toHaveLength(MAX_BETS_ON_BETSLIP);
  });
});
