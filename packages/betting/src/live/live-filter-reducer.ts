/**
 * The live page's competition / league filter (spec betting-domain §2 Live page, §3 live filter,
 * §4 Market and live data) as a pure state machine: the desktop multi-select with competition
 * icons, and the simple one-competition filter.
 *
 * The league rule, followed literally (spec §4): "toggling a league makes the competition
 * partial if any league is chosen, otherwise selected". A competition is `selected` when it is
 * chosen whole, `partial` when it is narrowed to the leagues chosen in it, `none` when it is not
 * in the filter. Toggling one of its leagues flips that league in its chosen set, then
 *   - some league is chosen (one, several or even all of them) → `partial`: the competition is
 *     narrowed to exactly those leagues;
 *   - no league is left → `selected`: un-narrowing a competition gives it back whole. Only the
 *     competition toggle (selected → none) takes it out of the filter.
 * So a league tapped in a `selected` or `none` competition narrows it to that one league.
 * (docs/decisions.md "Betting rules" says why this reading is kept.)
 */
import { assertNever } from '../assert';

export type LiveFilterIconState = 'none' | 'partial' | 'selected';

/** spec §2: one entry of the desktop competition list. */
export interface LiveFilterCompetition {
  readonly competitionId: number;
  readonly leagueIds: readonly number[];
  readonly iconState: LiveFilterIconState;
}

/** The competitions as the live page lists them (before any filter). */
export interface LiveFilterCompetitionSource {
  readonly competitionId: number;
  readonly leagueIds: readonly number[];
}

/** spec §2 (desktop) and §3 (live filter: selectedCompetitionId, selectedLeagueIds). */
export interface LiveFilterState {
  readonly competitions: readonly LiveFilterCompetition[];
  /** Leagues chosen one by one, in competitions that are not chosen whole. */
  readonly selectedLeaguesWithoutCompetitionDesktopIds: readonly number[];
  /**
   * The spec's name is kept; it holds the ids of the competitions chosen whole (icon `selected`),
   * since several can be chosen at once on desktop.
   */
  readonly selectedCompetitionDesktopId: readonly number[];
  readonly isAllCompetitionsSelected: boolean;
  /** True when no league is chosen one by one (whole competitions may be chosen). */
  readonly isAllLeagueSelected: boolean;
  /** The simple (mobile) filter: one competition and some of its leagues. */
  readonly selectedCompetitionId: number | null;
  readonly selectedLeagueIds: readonly number[];
}

export const initialLiveFilterState: LiveFilterState = {
  competitions: [],
  selectedLeaguesWithoutCompetitionDesktopIds: [],
  selectedCompetitionDesktopId: [],
  isAllCompetitionsSelected: true,
  isAllLeagueSelected: true,
  selectedCompetitionId: null,
  selectedLeagueIds: [],
};

export type LiveFilterAction =
  | {
      readonly type: 'liveCompetitionsChanged';
      readonly competitions: readonly LiveFilterCompetitionSource[];
    }
  | { readonly type: 'desktopCompetitionToggled'; readonly competitionId: number }
  | {
      readonly type: 'desktopLeagueToggled';
      readonly competitionId: number;
      readonly leagueId: number;
    }
  | { readonly type: 'allCompetitionsChosen' }
  | { readonly type: 'competitionChosen'; readonly competitionId: number | null }
  | { readonly type: 'leagueToggled'; readonly leagueId: number }
  | { readonly type: 'liveFilterReset' };

const toggled = (ids: readonly number[], id: number): readonly number[] =>
  ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id];

/** The icon of a competition from the chosen sets (the single source of truth). */
function iconStateOf(
  competition: LiveFilterCompetitionSource,
  wholeIds: readonly number[],
  leagueIds: readonly number[],
): LiveFilterIconState {
  if (wholeIds.includes(competition.competitionId)) return 'selected';
  return competition.leagueIds.some((id) => leagueIds.includes(id)) ? 'partial' : 'none';
}

/** Recomputes icons and the all-flags from the two chosen sets. */
function withSelection(
  state: LiveFilterState,
  wholeIds: readonly number[],
  leagueIds: readonly number[],
): LiveFilterState {
  return {
    ...state,
    selectedCompetitionDesktopId: wholeIds,
    selectedLeaguesWithoutCompetitionDesktopIds: leagueIds,
    competitions: state.competitions.map((c) => {
      const iconState = iconStateOf(c, wholeIds, leagueIds);
      return c.iconState === iconState ? c : { ...c, iconState };
    }),
    // spec §4: when nothing is chosen, all-competitions and all-leagues return to true.
    isAllCompetitionsSelected: wholeIds.length === 0 && leagueIds.length === 0,
    isAllLeagueSelected: leagueIds.length === 0,
  };
}

function toggleCompetition(state: LiveFilterState, competitionId: number): LiveFilterState {
  const competition = state.competitions.find((c) => c.competitionId === competitionId);
  if (competition === undefined) return state;
  // spec §4: choosing a competition resets its league selection.
  const leagueIds = state.selectedLeaguesWithoutCompetitionDesktopIds.filter(
    (id) => !competition.leagueIds.includes(id),
  );
  // spec §4: none or partial → selected; selected → none.
  const wholeIds =
    competition.iconState === 'selected'
      ? state.selectedCompetitionDesktopId.filter((id) => id !== competitionId)
      : [...state.selectedCompetitionDesktopId, competitionId];
  return withSelection(state, wholeIds, leagueIds);
}

function toggleLeague(
  state: LiveFilterState,
  competitionId: number,
  leagueId: number,
): LiveFilterState {
  const competition = state.competitions.find((c) => c.competitionId === competitionId);
  if (competition === undefined || !competition.leagueIds.includes(leagueId)) return state;
  const others = state.selectedLeaguesWithoutCompetitionDesktopIds.filter(
    (id) => !competition.leagueIds.includes(id),
  );
  // The leagues chosen in this competition (none while it is selected whole or not chosen).
  const chosenHere = toggled(
    competition.leagueIds.filter((id) =>
      state.selectedLeaguesWithoutCompetitionDesktopIds.includes(id),
    ),
    leagueId,
  );
  const wholeWithout = state.selectedCompetitionDesktopId.filter((id) => id !== competitionId);
  // spec §4: partial if any league is chosen, otherwise selected.
  if (chosenHere.length > 0) return withSelection(state, wholeWithout, [...others, ...chosenHere]);
  return withSelection(state, [...wholeWithout, competitionId], others);
}

const sameIds = (a: readonly number[], b: readonly number[]): boolean => {
  if (a.length !== b.length) return false;
  const sorted = (xs: readonly number[]) => [...xs].sort((x, y) => x - y);
  const sa = sorted(a);
  const sb = sorted(b);
  return sa.every((x, i) => x === sb[i]);
};

/** Do two competition lists hold the same competition and league ids (order aside)? */
export function liveCompetitionIdsUnchanged(
  current: readonly LiveFilterCompetitionSource[],
  next: readonly LiveFilterCompetitionSource[],
): boolean {
  if (
    !sameIds(
      current.map((c) => c.competitionId),
      next.map((c) => c.competitionId),
    )
  ) {
    return false;
  }
  return next.every((n) => {
    const c = current.find((x) => x.competitionId === n.competitionId);
    return c !== undefined && sameIds(c.leagueIds, n.leagueIds);
  });
}

function freshFilter(competitions: readonly LiveFilterCompetitionSource[]): LiveFilterState {
  return {
    ...initialLiveFilterState,
    competitions: competitions.map((c) => ({
      competitionId: c.competitionId,
      leagueIds: [...c.leagueIds],
      iconState: 'none',
    })),
  };
}

export function liveFilterReducer(
  state: LiveFilterState,
  action: LiveFilterAction,
): LiveFilterState {
  switch (action.type) {
    case 'liveCompetitionsChanged':
      // spec §4: changing the competition list resets the filter unless the ids are unchanged.
      return liveCompetitionIdsUnchanged(state.competitions, action.competitions)
        ? state
        : freshFilter(action.competitions);
    case 'desktopCompetitionToggled':
      return toggleCompetition(state, action.competitionId);
    case 'desktopLeagueToggled':
      return toggleLeague(state, action.competitionId, action.leagueId);
    case 'allCompetitionsChosen':
      return withSelection(state, [], []);
    case 'competitionChosen':
      // spec §4: choosing a competition resets the league selection.
      return { ...state, selectedCompetitionId: action.competitionId, selectedLeagueIds: [] };
    case 'leagueToggled':
      return { ...state, selectedLeagueIds: toggled(state.selectedLeagueIds, action.leagueId) };
    case 'liveFilterReset':
      return freshFilter(state.competitions);
    default:
      return assertNever(action, 'live filter action');
  }
}

/**
 * Does the desktop filter let an event of this competition and league through? Everything passes
 * when all competitions are selected.
 */
export function liveFilterAllows(
  state: LiveFilterState,
  competitionId: number,
  leagueId: number,
): boolean {
  if (state.isAllCompetitionsSelected) return true;
  return (
    state.selectedCompetitionDesktopId.includes(competitionId) ||
    state.selectedLeaguesWithoutCompetitionDesktopIds.includes(leagueId)
  );
}
