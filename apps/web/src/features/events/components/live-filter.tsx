'use client';

import {
  liveFilterReducer,
  type LiveFilterAction,
  type LiveFilterIconState,
  type LiveFilterState,
} from '@touchline/betting';
import { memo, useId, useReducer, useState } from 'react';
import { useT, useTranslator } from '../../../shared/site/site-context';
import { cx } from '../../../shared/ui/cx';
import { Modal } from '../../../shared/ui/modal';
import buttonStyles from '../../../shared/ui/button.module.css';
import type { LiveCompetitionChoice } from '../live-competitions';
import { useLiveFilterStore } from '../store/live-filter-store';
import styles from './live-filter.module.css';

/**
 * A competition's icon as a tri-state checkbox (WAI-ARIA checkbox pattern): `selected` is
 * checked, `partial` (narrowed to some of its leagues) is mixed, `none` unchecked.
 */
const ARIA_CHECKED: Readonly<Record<LiveFilterIconState, 'true' | 'false' | 'mixed'>> = {
  none: 'false',
  partial: 'mixed',
  selected: 'true',
};

function CheckboxButton({
  checked,
  onToggle,
  children,
}: {
  readonly checked: 'true' | 'false' | 'mixed';
  readonly onToggle: () => void;
  readonly children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      role="checkbox"
      aria-checked={checked}
      className={styles.check}
      onClick={onToggle}
    >
      <span className={cx(styles.box, checked !== 'false' && styles.boxOn)} aria-hidden="true">
        {checked === 'true' ? '✓' : checked === 'mixed' ? '–' : ''}
      </span>
      <span className={styles.checkLabel}>{children}</span>
    </button>
  );
}

function CompetitionChoice({
  competition,
  iconState,
  chosenLeagueIds,
  showSport,
  dispatch,
}: {
  readonly competition: LiveCompetitionChoice;
  readonly iconState: LiveFilterIconState;
  readonly chosenLeagueIds: readonly number[];
  readonly showSport: boolean;
  readonly dispatch: (action: LiveFilterAction) => void;
}) {
  const t = useT();
  const leaguesId = useId();
  const [open, setOpen] = useState(false);
  const name = showSport ? `${competition.sportName} · ${competition.name}` : competition.name;
  return (
    <div className={styles.competition}>
      <div className={styles.competitionRow}>
        <CheckboxButton
          checked={ARIA_CHECKED[iconState]}
          onToggle={() =>
            dispatch({ type: 'desktopCompetitionToggled', competitionId: competition.id })
          }
        >
          {name} <span className={styles.count}>{competition.eventCount}</span>
        </CheckboxButton>
        <button
          type="button"
          className={styles.expand}
          aria-expanded={open}
          aria-controls={leaguesId}
          aria-label={t('live.filter.showLeagues', { name })}
          onClick={() => setOpen((o) => !o)}
        >
          <span aria-hidden="true" className={cx(styles.chevron, open && styles.chevronOpen)}>
            ›
          </span>
        </button>
      </div>
      <div
        id={leaguesId}
        role="group"
        aria-label={t('live.filter.showLeagues', { name })}
        className={styles.leagues}
        hidden={!open}
      >
        {competition.leagues.map((league) => (
          <CheckboxButton
            key={league.id}
            checked={chosenLeagueIds.includes(league.id) ? 'true' : 'false'}
            onToggle={() =>
              dispatch({
                type: 'desktopLeagueToggled',
                competitionId: competition.id,
                leagueId: league.id,
              })
            }
          >
            {league.name} <span className={styles.count}>{league.eventCount}</span>
          </CheckboxButton>
        ))}
      </div>
    </div>
  );
}

/** The choices: all competitions, then each competition with its leagues (folded). */
function FilterChoices({
  competitions,
  state,
  dispatch,
  labelledBy,
}: {
  /** The id of the heading naming the choices (the sheet names them by its title instead). */
  readonly labelledBy?: string;
  readonly competitions: readonly LiveCompetitionChoice[];
  readonly state: LiveFilterState;
  readonly dispatch: (action: LiveFilterAction) => void;
}) {
  const t = useT();
  const showSport = new Set(competitions.map((c) => c.sportName)).size > 1;
  return (
    <div
      role="group"
      {...(labelledBy
        ? { 'aria-labelledby': labelledBy }
        : { 'aria-label': t('live.filter.title') })}
      className={styles.choices}
    >
      <div className={styles.competition}>
        <CheckboxButton
          checked={state.isAllCompetitionsSelected ? 'true' : 'false'}
          onToggle={() => dispatch({ type: 'allCompetitionsChosen' })}
        >
          {t('live.filter.allCompetitions')}
        </CheckboxButton>
      </div>
      {competitions.map((competition) => (
        <CompetitionChoice
          key={competition.id}
          competition={competition}
          iconState={
            state.competitions.find((c) => c.competitionId === competition.id)?.iconState ?? 'none'
          }
          chosenLeagueIds={state.selectedLeaguesWithoutCompetitionDesktopIds}
          showSport={showSport}
          dispatch={dispatch}
        />
      ))}
    </div>
  );
}

/** How many competitions the filter lets through (whole or narrowed); 0 when it shows all. */
function chosenCount(state: LiveFilterState): number {
  return state.competitions.filter((c) => c.iconState !== 'none').length;
}

/**
 * The mobile sheet: the same choices on a draft, applied with Apply (Clear empties the draft:
 * nothing chosen shows every competition). Closing without Apply keeps the filter as it was.
 */
function FilterSheet({
  competitions,
  state,
  onClose,
}: {
  readonly competitions: readonly LiveCompetitionChoice[];
  readonly state: LiveFilterState;
  readonly onClose: () => void;
}) {
  const t = useT();
  const replace = useLiveFilterStore((s) => s.replace);
  const [draft, dispatch] = useReducer(liveFilterReducer, state);
  return (
    <Modal title={t('live.filter.title')} onClose={onClose}>
      <FilterChoices competitions={competitions} state={draft} dispatch={dispatch} />
      <div className={styles.sheetActions}>
        <button
          type="button"
          className={cx(buttonStyles.root, buttonStyles.secondary)}
          onClick={() => dispatch({ type: 'allCompetitionsChosen' })}
        >
          {t('common.clear')}
        </button>
        <button
          type="button"
          className={cx(buttonStyles.root, buttonStyles.primary)}
          onClick={() => {
            replace(draft);
            onClose();
          }}
        >
          {t('common.apply')}
        </button>
      </div>
    </Modal>
  );
}

/**
 * The live page's competition / league filter (spec betting-domain §2, §4): from 1024 px a panel
 * of competitions with their none / partial / selected icons, each unfolding to its leagues;
 * below it a button opening the same choices in a sheet. `state` is the store's filter already
 * matched to `competitions` (see LiveList).
 */
export const LiveFilter = memo(function LiveFilter({
  competitions,
  state,
}: {
  readonly competitions: readonly LiveCompetitionChoice[];
  readonly state: LiveFilterState;
}) {
  const t = useT();
  const { plural } = useTranslator();
  const headingId = useId();
  const dispatch = useLiveFilterStore((s) => s.dispatch);
  const [sheetOpen, setSheetOpen] = useState(false);
  const chosen = chosenCount(state);
  return (
    <>
      <section className={styles.panel} aria-labelledby={headingId}>
        <div className={styles.panelHeader}>
          <h2 id={headingId} className={styles.panelTitle}>
            {t('live.filter.title')}
          </h2>
          {chosen > 0 ? (
            <button
              type="button"
              className={styles.clear}
              onClick={() => dispatch({ type: 'allCompetitionsChosen' })}
            >
              {t('live.filter.clear')}
            </button>
          ) : null}
        </div>
        <FilterChoices
          competitions={competitions}
          state={state}
          dispatch={dispatch}
          labelledBy={headingId}
        />
      </section>
      <div className={styles.mobileBar}>
        <button
          type="button"
          className={cx(buttonStyles.root, buttonStyles.secondary)}
          aria-haspopup="dialog"
          onClick={() => setSheetOpen(true)}
        >
          {chosen > 0
            ? `${t('live.filter.open')} (${plural('live.filter.chosen', chosen)})`
            : t('live.filter.open')}
        </button>
      </div>
      {sheetOpen ? (
        <FilterSheet
          competitions={competitions}
          state={state}
          onClose={() => setSheetOpen(false)}
        />
      ) : null}
    </>
  );
});
