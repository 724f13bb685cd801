'use client';

import { SEARCH_QUERY_MAX_CHARS, SEARCH_QUERY_MIN_CHARS } from '@touchline/contract/browser';
import type { SearchAnswer, SearchEvent, SearchSport } from '@touchline/contract';
import { localiseHref } from '@touchline/site';
import Link from '../../../shared/ui/link';
import {
  useEffect,
  useId,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { useLocaleFormat } from '../../../shared/format/use-locale-format';
import { useTranslator } from '../../../shared/site/site-context';
import { CloseIcon } from '../../../shared/ui/close-icon';
import { cx } from '../../../shared/ui/cx';
import { SEARCH_DEBOUNCE_MS, searchText, useSearchResults } from '../api/search';
import { useDebouncedValue } from '../use-debounced-value';
import { Highlighted } from './highlighted';
import { SearchIcon } from './search-icon';
import styles from './search.module.css';

interface SearchComboboxProps {
  readonly locale: string;
  /** `inline`: the header's box with a popup below it; `sheet`: the phone's full-width sheet. */
  readonly variant: 'inline' | 'sheet';
  readonly inputRef?: Ref<HTMLInputElement>;
  readonly autoFocus?: boolean;
  /** After a result is chosen (the sheet closes). */
  readonly onNavigate?: () => void;
}

interface OptionEntry {
  readonly id: string;
}

/** The answer's options (their element ids) in the order shown: teams' events, leagues, events. */
function optionsOf(answer: SearchAnswer | undefined, baseId: string): OptionEntry[] {
  if (!answer) return [];
  return [
    ...answer.teams.flatMap((team, t) =>
      team.events.map((event) => ({ id: `${baseId}-t${t}-${event.id}` })),
    ),
    ...answer.leagues.map((league) => ({ id: `${baseId}-l${league.id}` })),
    ...answer.events.map((event) => ({ id: `${baseId}-e${event.id}` })),
  ];
}

/**
 * The search box: an ARIA 1.2 combobox (an editable input with a listbox popup). Typing searches
 * after a short pause; teams (with their next events), leagues and events are grouped, the
 * matched letters marked. ArrowDown and ArrowUp move through the results (wrapping), Enter opens
 * the one highlighted — or the first when none is — Escape closes the popup, then clears the box.
 * Focus stays in the input throughout (aria-activedescendant).
 */
export function SearchCombobox({
  locale,
  variant,
  inputRef,
  autoFocus,
  onNavigate,
}: SearchComboboxProps) {
  const translator = useTranslator();
  const { t } = translator;
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const [value, setValue] = useState('');
  const [open, setOpen] = useState(false);
  const [activeId, setActiveId] = useState<string | null>(null);

  const typed = searchText(value);
  const settled = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  // Clearing the box stops at once; a new text waits for the pause in typing.
  const result = useSearchResults(typed === null ? null : settled, locale);
  const answer = typed === null ? undefined : result.data;
  const options = optionsOf(answer, baseId);
  const activeIndex = options.findIndex((o) => o.id === activeId);
  const active = activeIndex >= 0 ? options[activeIndex] : undefined;
  const total = answer ? answer.teams.length + answer.leagues.length + answer.events.length : 0;

  const popupShown = open && value.trim() !== '';
  const expanded = popupShown && options.length > 0;

  useEffect(() => {
    if (active) document.getElementById(active.id)?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  const close = () => {
    setOpen(false);
    setActiveId(null);
  };
  const chosen = () => {
    close();
    onNavigate?.();
  };
  // The option is the link: clicking it lets Next's Link navigate (and `chosen` close up).
  const go = (option: OptionEntry) => document.getElementById(option.id)?.click();
  const move = (step: 1 | -1) => {
    setOpen(true);
    if (options.length === 0) return;
    const next =
      activeIndex < 0
        ? step === 1
          ? 0
          : options.length - 1
        : (activeIndex + step + options.length) % options.length;
    setActiveId(options[next]?.id ?? null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        move(1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        move(-1);
        break;
      case 'Enter': {
        const target = expanded ? (active ?? options[0]) : undefined;
        if (target) {
          event.preventDefault();
          go(target);
        }
        break;
      }
      case 'Escape':
        if (popupShown) {
          event.preventDefault();
          event.stopPropagation();
          close();
        } else if (value !== '') {
          event.preventDefault();
          event.stopPropagation();
          setValue('');
        }
        // Otherwise Escape goes on to whoever holds the box (the sheet closes).
        break;
      case 'Tab':
        // The header's popup closes as the focus leaves; the sheet's results stay to be reached.
        if (variant === 'inline') close();
        break;
      default:
        break;
    }
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) close();
  };

  const sportName = (sport: SearchSport) => {
    const key = `sports.name.${sport.code}`;
    return translator.resolve(key).source === 'key' ? sport.description : t(key);
  };

  let status: ReactNode = null;
  if (popupShown) {
    if (typed === null) {
      status = t('search.minChars', { count: SEARCH_QUERY_MIN_CHARS });
    } else if (result.isError && !result.isFetching) {
      status = (
        <>
          <span>{t('search.error')}</span>
          <button type="button" className={styles.retry} onClick={() => void result.refetch()}>
            {t('search.retry')}
          </button>
        </>
      );
    } else if (!answer) {
      status = t('search.searching');
    } else if (total === 0) {
      status = t('search.empty', { query: answer.query });
    }
  }

  const option = (href: string, id: string, children: ReactNode) => {
    const selected = id === activeId;
    return (
      <Link
        key={id}
        id={id}
        href={href}
        role="option"
        aria-selected={selected}
        tabIndex={-1}
        prefetch={false}
        className={cx(styles.option, selected && styles.optionActive)}
        onClick={chosen}
      >
        {children}
      </Link>
    );
  };
  const eventLine = (event: SearchEvent, query: string) => (
    <>
      <span className={styles.optionName}>
        <Highlighted text={event.description} query={query} />
      </span>
      <span className={styles.optionMeta}>
        {event.isLive ? <span className={styles.live}>{t('search.live')}</span> : null}
        <EventMeta event={event} sport={sportName(event.sport)} />
      </span>
    </>
  );

  const listbox =
    expanded && answer ? (
      <div id={listboxId} role="listbox" aria-label={t('search.label')} className={styles.listbox}>
        {answer.teams.length > 0 ? (
          <Group id={`${baseId}-teams`} title={t('search.group.teams')}>
            {answer.teams.map((team, ti) => (
              <div key={`${team.name}-${team.sport.id}`} role="presentation">
                {/* The options repeat the team's name; the heading is for the eye. */}
                <div className={styles.teamName} aria-hidden="true">
                  <span>
                    <Highlighted text={team.name} query={answer.query} />
                  </span>
                  <span className={styles.teamSport}>{sportName(team.sport)}</span>
                </div>
                {team.events.map((event) =>
                  option(
                    localiseHref(event.path, locale),
                    `${baseId}-t${ti}-${event.id}`,
                    eventLine(event, answer.query),
                  ),
                )}
              </div>
            ))}
          </Group>
        ) : null}
        {answer.leagues.length > 0 ? (
          <Group id={`${baseId}-leagues`} title={t('search.group.leagues')}>
            {answer.leagues.map((league) =>
              option(
                localiseHref(league.path, locale),
                `${baseId}-l${league.id}`,
                <>
                  <span className={styles.optionName}>
                    <Highlighted text={league.description} query={answer.query} />
                  </span>
                  <span className={styles.optionMeta}>
                    {[sportName(league.sport), league.country?.description]
                      .filter(Boolean)
                      .join(' · ')}
                    {' · '}
                    {t('search.eventCount', { count: league.eventCount })}
                  </span>
                </>,
              ),
            )}
          </Group>
        ) : null}
        {answer.events.length > 0 ? (
          <Group id={`${baseId}-events`} title={t('search.group.events')}>
            {answer.events.map((event) =>
              option(
                localiseHref(event.path, locale),
                `${baseId}-e${event.id}`,
                eventLine(event, answer.query),
              ),
            )}
          </Group>
        ) : null}
      </div>
    ) : null;

  return (
    <div
      className={cx(styles.combo, variant === 'sheet' ? styles.comboSheet : styles.comboInline)}
      onBlur={onBlur}
    >
      <div className={styles.field}>
        <SearchIcon className={styles.fieldIcon} />
        <input
          ref={inputRef}
          type="search"
          role="combobox"
          className={styles.input}
          aria-label={t('search.label')}
          aria-expanded={expanded}
          aria-controls={expanded ? listboxId : undefined}
          aria-autocomplete="list"
          aria-activedescendant={expanded && active ? active.id : undefined}
          aria-keyshortcuts="/"
          placeholder={t('search.placeholder')}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={SEARCH_QUERY_MAX_CHARS}
          // The phone's sheet opens for searching: its box takes the focus at once.
          autoFocus={autoFocus}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setOpen(true);
            setActiveId(null);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
        />
        {value === '' && variant === 'inline' ? (
          <kbd className={styles.shortcut} title={t('search.shortcut')} aria-hidden="true">
            /
          </kbd>
        ) : null}
        {value !== '' ? (
          <button
            type="button"
            className={styles.clear}
            aria-label={t('search.clear')}
            onClick={() => {
              setValue('');
              setActiveId(null);
            }}
          >
            <CloseIcon size={16} />
          </button>
        ) : null}
      </div>
      {/* Always in the page, so its status line is a live region from the start; pressing in
          it keeps the focus in the box (a click still follows the link). */}
      {/* Focusable, so the results can be scrolled from the keyboard too (the arrow keys move the
          highlight; Tab in the sheet reaches the list). */}
      <div
        className={styles.popup}
        hidden={!popupShown}
        tabIndex={popupShown ? 0 : -1}
        onMouseDown={(event) => event.preventDefault()}
      >
        {listbox}
        <div role="status" className={status ? styles.status : 'visually-hidden'}>
          {status ?? (popupShown && total > 0 ? t('search.resultCount', { count: total }) : null)}
        </div>
      </div>
    </div>
  );
}

function Group({
  id,
  title,
  children,
}: {
  readonly id: string;
  readonly title: string;
  readonly children: ReactNode;
}) {
  return (
    <div role="group" aria-labelledby={id} className={styles.group}>
      <div id={id} role="presentation" className={styles.groupTitle}>
        {title}
      </div>
      {children}
    </div>
  );
}

function EventMeta({ event, sport }: { readonly event: SearchEvent; readonly sport: string }) {
  const format = useLocaleFormat();
  const parts = [
    event.isLive ? null : format.dateTime(event.startTime),
    sport,
    event.league?.description,
  ].filter(Boolean);
  return <>{parts.join(' · ')}</>;
}
