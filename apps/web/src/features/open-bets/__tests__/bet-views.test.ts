import { describe, expect, it } from 'vitest';
import { betTypeLabel } from '../model/bet-type-label';
import { DEFAULT_SETTLED_BETS, MAX_SETTLED_BETS } from '@touchline/contract';
import { SETTLED_BETS_FETCHED, SETTLED_BETS_MOST, settledView } from '../model/settled-filters';
import { makeSettledBet } from './my-bets-kit';

describe('betTypeLabel', () => {
  it.each([
    [200_001, 1, 'betslip.single', undefined],
    [200_002, 2, 'betslip.fold.double', undefined],
    [200_002, 3, 'betslip.fold.treble', undefined],
    [200_002, 5, 'betslip.fold.n', { n: 5 }],
    [201_002, 4, 'betslip.fold.doubles', undefined],
    [201_006, 7, 'betslip.fold.nFolds', { n: 6 }],
    [201_058, 3, 'betslip.system.trixie', undefined],
    [201_019, 4, 'betslip.system.yankee', undefined],
    [201_059, 4, 'betslip.system.lucky15', undefined],
    [201_020, 5, 'betslip.system.superyankee', undefined],
    [201_046, 8, 'betslip.system.goliath', undefined],
  ])('names bet type %i with %i legs as %s', (betTypeId, legs, key, params) => {
    expect(betTypeLabel(betTypeId, legs)).toEqual(params ? { key, params } : { key });
  });
});

describe('settledView', () => {
  const now = Date.parse('2030-06-01T12:00:00Z');
  const at = (hoursAgo: number) => new Date(now - hoursAgo * 3_600_000).toISOString();
  const bets = [
    makeSettledBet({ betId: 1, status: 'won', settledAt: at(1) }),
    makeSettledBet({ betId: 2, status: 'lost', settledAt: at(30) }),
    makeSettledBet({ betId: 3, status: 'void', settledAt: at(24 * 10) }),
  ];
  const ids = (view: ReturnType<typeof settledView>) => view.bets.map((b) => b.betId);

  it('keeps the bets settled inside the period, by status', () => {
    expect(ids(settledView(bets, { status: 'all', period: '24h', nowMs: now, asked: 50 }))).toEqual(
      [1],
    );
    expect(ids(settledView(bets, { status: 'all', period: '7d', nowMs: now, asked: 50 }))).toEqual([
      1, 2,
    ]);
    expect(
      ids(settledView(bets, { status: 'void', period: '30d', nowMs: now, asked: 50 })),
    ).toEqual([3]);
  });

  it('says older bets may exist only when the answer was full and still inside the period', () => {
    expect(
      settledView(bets, { status: 'all', period: '30d', nowMs: now, asked: 3 }).mayHaveMore,
    ).toBe(true);
    expect(
      settledView(bets, { status: 'all', period: '7d', nowMs: now, asked: 3 }).mayHaveMore,
    ).toBe(false);
    expect(
      settledView(bets, { status: 'all', period: '30d', nowMs: now, asked: 50 }).mayHaveMore,
    ).toBe(false);
  });
});

describe('the settled counts', () => {
  it('are the contract’s', () => {
    expect(SETTLED_BETS_FETCHED).toBe(DEFAULT_SETTLED_BETS);
    expect(SETTLED_BETS_MOST).toBe(MAX_SETTLED_BETS);
  });
});
