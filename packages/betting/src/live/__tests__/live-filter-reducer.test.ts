import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  initialLiveFilterState,
  liveCompetitionIdsUnchanged,
  liveFilterAllows,
  liveFilterReducer,
  type LiveFilterAction,
  type LiveFilterCompetitionSource,
  type LiveFilterIconState,
  type LiveFilterState,
} from '../live-filter-reducer';

// Competition 1 (e.g. England) with leagues 11, 12, 13; competition 2 with 21, 22; 3 with 31 only.
const sources: LiveFilterCompetitionSource[] = [
  { competitionId: 1, leagueIds: [11, 12, 13] },
  { competitionId: 2, leagueIds: [21, 22] },
  { competitionId: 3, leagueIds: [31] },
];

const loaded = liveFilterReducer(initialLiveFilterState, {
  type: 'liveCompetitionsChanged',
  competitions: sources,
});

const run = (actions: readonly LiveFilterAction[], from: LiveFilterState = loaded) =>
  actions.reduce(liveFilterReducer, from);

const icon = (state: LiveFilterState, competitionId: number): LiveFilterIconState | undefined =>
  state.competitions.find((c) => c.competitionId === competitionId)?.iconState;

const competition = (competitionId: number): LiveFilterAction => ({
  type: 'desktopCompetitionToggled',
  competitionId,
});
const league = (competitionId: number, leagueId: number): LiveFilterAction => ({
  type: 'desktopLeagueToggled',
  competitionId,
  leagueId,
});

describe('live filter: loading competitions', () => {
  it('lists every competition with icon none and everything selected', () => {
    expect(loaded.competitions.map((c) => c.iconState)).toEqual(['none', 'none', 'none']);
    expect(loaded.isAllCompetitionsSelected).toBe(true);
    expect(loaded.isAllLeagueSelected).toBe(true);
  });

  it('keeps the filter when the ids are unchanged (in any order)', () => {
    const chosen = run([competition(1), league(2, 21)]);
    const same = liveFilterReducer(chosen, {
      type: 'liveCompetitionsChanged',
      competitions: [
        { competitionId: 3, leagueIds: [31] },
        { competitionId: 2, leagueIds: [22, 21] },
        { competitionId: 1, leagueIds: [13, 12, 11] },
      ],
    });
    expect(same).toBe(chosen);
  });

  it('resets the filter when the competition list changes', () => {
    const chosen = run([
      competition(1),
      league(2, 21),
      { type: 'competitionChosen', competitionId: 1 },
    ]);
    const changed = liveFilterReducer(chosen, {
      type: 'liveCompetitionsChanged',
      competitions: [...sources, { competitionId: 4, leagueIds: [41] }],
    });
    expect(changed.competitions.map((c) => c.iconState)).toEqual(['none', 'none', 'none', 'none']);
    expect(changed.selectedCompetitionDesktopId).toEqual([]);
    expect(changed.selectedLeaguesWithoutCompetitionDesktopIds).toEqual([]);
    expect(changed.isAllCompetitionsSelected).toBe(true);
    expect(changed.selectedCompetitionId).toBeNull();
  });

  it('treats a changed league list inside a competition as a change', () => {
    expect(
      liveCompetitionIdsUnchanged(sources, [
        { competitionId: 1, leagueIds: [11, 12] },
        { competitionId: 2, leagueIds: [21, 22] },
        { competitionId: 3, leagueIds: [31] },
      ]),
    ).toBe(false);
  });
});

describe('live filter: toggling competitions (betting-domain §4)', () => {
  it('cycles none → selected → none', () => {
    const selected = run([competition(1)]);
    expect(icon(selected, 1)).toBe('selected');
    expect(selected.selectedCompetitionDesktopId).toEqual([1]);
    expect(selected.isAllCompetitionsSelected).toBe(false);
    const none = liveFilterReducer(selected, competition(1));
    expect(icon(none, 1)).toBe('none');
    expect(none.isAllCompetitionsSelected).toBe(true);
    expect(none.isAllLeagueSelected).toBe(true);
  });

  it('turns partial into selected and resets its league selection', () => {
    const partial = run([league(1, 11)]);
    expect(icon(partial, 1)).toBe('partial');
    const selected = liveFilterReducer(partial, competition(1));
    expect(icon(selected, 1)).toBe('selected');
    expect(selected.selectedLeaguesWithoutCompetitionDesktopIds).toEqual([]);
    expect(selected.isAllLeagueSelected).toBe(true);
  });

  it("leaves other competitions' league choices alone", () => {
    const state = run([league(2, 21), competition(1)]);
    expect(state.selectedLeaguesWithoutCompetitionDesktopIds).toEqual([21]);
    expect(icon(state, 2)).toBe('partial');
  });
});

describe('live filter: toggling leagues (betting-domain §4, read literally)', () => {
  it('makes the competition partial while any league is chosen', () => {
    const state = run([league(1, 11), league(1, 12)]);
    expect(icon(state, 1)).toBe('partial');
    expect(state.selectedLeaguesWithoutCompetitionDesktopIds).toEqual([11, 12]);
    expect(state.isAllLeagueSelected).toBe(false);
    expect(state.isAllCompetitionsSelected).toBe(false);
  });

  it('stays partial when every league is chosen one by one', () => {
    const state = run([league(1, 11), league(1, 12), league(1, 13)]);
    expect(icon(state, 1)).toBe('partial');
    expect(state.selectedCompetitionDesktopId).toEqual([]);
    expect(state.selectedLeaguesWithoutCompetitionDesktopIds).toEqual([11, 12, 13]);
    // A one-league competition is partial on its single league, too.
    expect(icon(run([league(3, 31)]), 3)).toBe('partial');
  });

  it('makes the competition selected when its last chosen league is toggled off', () => {
    const state = run([league(1, 11), league(1, 12), league(1, 11), league(1, 12)]);
    expect(icon(state, 1)).toBe('selected');
    expect(state.selectedCompetitionDesktopId).toEqual([1]);
    expect(state.selectedLeaguesWithoutCompetitionDesktopIds).toEqual([]);
    expect(state.isAllLeagueSelected).toBe(true);
    // The competition is chosen whole, so the filter is not "all competitions" any more.
    expect(state.isAllCompetitionsSelected).toBe(false);
    expect(liveFilterAllows(state, 1, 13)).toBe(true);
    expect(liveFilterAllows(state, 2, 21)).toBe(false);
  });

  it('narrows a selected competition to the league tapped', () => {
    const state = run([competition(2), league(2, 21)]);
    expect(icon(state, 2)).toBe('partial');
    expect(state.selectedLeaguesWithoutCompetitionDesktopIds).toEqual([21]);
    expect(state.selectedCompetitionDesktopId).toEqual([]);
    expect(liveFilterAllows(state, 2, 21)).toBe(true);
    expect(liveFilterAllows(state, 2, 22)).toBe(false);
  });

  it('only the competition toggle takes it out of the filter: back to all-selected', () => {
    const state = run([league(1, 11), league(1, 11), competition(1)]);
    expect(icon(state, 1)).toBe('none');
    expect(state.isAllCompetitionsSelected).toBe(true);
    expect(state.isAllLeagueSelected).toBe(true);
  });

  it('leaves the other competitions as they are', () => {
    const state = run([competition(2), league(3, 31), league(1, 12)]);
    expect(icon(state, 2)).toBe('selected');
    expect(icon(state, 3)).toBe('partial');
    expect(icon(state, 1)).toBe('partial');
    expect(state.selectedLeaguesWithoutCompetitionDesktopIds).toEqual([31, 12]);
  });

  it('ignores a league that is not in the competition', () => {
    expect(run([league(1, 21)])).toEqual(loaded);
  });
});

describe('live filter: simple filter', () => {
  it('choosing a competition resets the league selection', () => {
    const state = run([
      { type: 'competitionChosen', competitionId: 1 },
      { type: 'leagueToggled', leagueId: 11 },
      { type: 'leagueToggled', leagueId: 12 },
    ]);
    expect(state.selectedLeagueIds).toEqual([11, 12]);
    const other = liveFilterReducer(state, { type: 'competitionChosen', competitionId: 2 });
    expect(other.selectedCompetitionId).toBe(2);
    expect(other.selectedLeagueIds).toEqual([]);
  });
});

describe('live filter: invariants (property)', () => {
  const action: fc.Arbitrary<LiveFilterAction> = fc.oneof(
    fc.constantFrom(1, 2, 3, 9).map(competition),
    fc
      .constantFrom<[number, number]>([1, 11], [1, 12], [1, 13], [2, 21], [2, 22], [3, 31], [1, 21])
      .map(([c, l]) => league(c, l)),
    fc.constant<LiveFilterAction>({ type: 'allCompetitionsChosen' }),
  );

  it('isAllCompetitionsSelected iff nothing is chosen; icons agree with the chosen sets', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 40 }), (actions) => {
        const state = run(actions);
        const nothing =
          state.selectedCompetitionDesktopId.length === 0 &&
          state.selectedLeaguesWithoutCompetitionDesktopIds.length === 0;
        expect(state.isAllCompetitionsSelected).toBe(nothing);
        expect(state.isAllCompetitionsSelected).toBe(
          state.competitions.every((c) => c.iconState === 'none'),
        );
        expect(state.isAllLeagueSelected).toBe(
          state.selectedLeaguesWithoutCompetitionDesktopIds.length === 0,
        );
        if (nothing) expect(state.isAllLeagueSelected).toBe(true);
        for (const c of state.competitions) {
          const chosen = c.leagueIds.filter((id) =>
            state.selectedLeaguesWithoutCompetitionDesktopIds.includes(id),
          );
          if (c.iconState === 'selected') {
            expect(state.selectedCompetitionDesktopId).toContain(c.competitionId);
            expect(chosen).toEqual([]);
          } else if (c.iconState === 'partial') {
            expect(chosen.length).toBeGreaterThan(0);
            expect(state.selectedCompetitionDesktopId).not.toContain(c.competitionId);
          } else {
            expect(chosen).toEqual([]);
            expect(state.selectedCompetitionDesktopId).not.toContain(c.competitionId);
          }
        }
      }),
    );
  });

  it('a league toggle leaves its competition partial iff a league of it is chosen, else selected', () => {
    fc.assert(
      fc.property(
        fc.array(action, { maxLength: 30 }),
        fc.constantFrom<[number, number]>([1, 11], [1, 12], [1, 13], [2, 21], [2, 22], [3, 31]),
        (actions, [c, l]) => {
          const state = liveFilterReducer(run(actions), league(c, l));
          const source = sources.find((s) => s.competitionId === c);
          const anyChosen = (source?.leagueIds ?? []).some((id) =>
            state.selectedLeaguesWithoutCompetitionDesktopIds.includes(id),
          );
          expect(icon(state, c)).toBe(anyChosen ? 'partial' : 'selected');
        },
      ),
    );
  });

  it('lets every event through when all competitions are selected', () => {
    expect(liveFilterAllows(loaded, 1, 11)).toBe(true);
    const state = run([competition(2), league(1, 11)]);
    expect(liveFilterAllows(state, 2, 22)).toBe(true);
    expect(liveFilterAllows(state, 1, 11)).toBe(true);
    expect(liveFilterAllows(state, 1, 12)).toBe(false);
    expect(liveFilterAllows(state, 3, 31)).toBe(false);
  });
});
