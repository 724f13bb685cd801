'use client';

import type { EventPathTreeNode } from '@touchline/contract';
import { useId, useState, type ReactNode } from 'react';
import { countryHref, leagueHref } from '../../../shared/routing/catalog-slugs';
import { useSportTree } from '../api/get-sport-tree';
import { MenuIcon } from './menu-icon';
import { MenuLink } from './menu-link';
import type { Translate } from './translate';
import styles from './side-menu.module.css';

/** A sport of the A–Z tree; `href` is its page (a site path, localised by the menu). */
export interface SportsTreeSport {
  readonly id: number;
  readonly code: string;
  readonly name: string;
  readonly href: string;
}

/** The section id a sport takes in the menu's one-open-at-a-time state (spec shell §4). */
export const sportSectionId = (sport: { readonly id: number }): string => `sport:${sport.id}`;

interface SportsTreeProps {
  readonly t: Translate;
  readonly locale: string;
  readonly pathname: string | undefined;
  /** Sorted already (sportsAToZ). */
  readonly sports: readonly SportsTreeSport[];
  /** The menu's open section (a served sub-menu or a sport): one at a time. */
  readonly openSection: string | null;
  readonly onToggleSection: (sectionId: string) => void;
}

/**
 * spec shell §2: the A–Z sports tree — sport, then country (or category), then league, each
 * level expandable, one section open at a time. A sport's or country's name links to its page
 * (one tap, as before the tree); the chevron beside it opens the next level. A sport's branch
 * comes from the event path tree when the sport is first opened (cached an hour, spec §9).
 */
export function SportsTree({
  t,
  locale,
  pathname,
  sports,
  openSection,
  onToggleSection,
}: SportsTreeProps) {
  return (
    <>
      {sports.map((sport) => (
        <SportEntry
          key={sport.id}
          t={t}
          locale={locale}
          pathname={pathname}
          sport={sport}
          open={openSection === sportSectionId(sport)}
          onToggle={() => onToggleSection(sportSectionId(sport))}
        />
      ))}
    </>
  );
}

interface EntryProps {
  readonly t: Translate;
  readonly locale: string;
  readonly pathname: string | undefined;
}

function SportEntry({
  sport,
  open,
  onToggle,
  ...rest
}: EntryProps & {
  readonly sport: SportsTreeSport;
  readonly open: boolean;
  readonly onToggle: () => void;
}) {
  const listId = useId();
  return (
    <li>
      <div className={styles.treeRow}>
        <MenuLink
          href={sport.href}
          locale={rest.locale}
          pathname={rest.pathname}
          className={styles.row}
        >
          <MenuIcon name={sport.code} className={styles.icon} />
          <span className={styles.label}>{sport.name}</span>
        </MenuLink>
        <Expander
          label={rest.t('shell.menu.tree.toggle', { name: sport.name })}
          open={open}
          controls={listId}
          onToggle={onToggle}
        />
      </div>
      {open ? <SportBranch id={listId} sport={sport} {...rest} /> : null}
    </li>
  );
}

/** The chevron opening a level; named for the level it opens ("Football: competitions"). */
function Expander({
  label,
  open,
  controls,
  onToggle,
}: {
  readonly label: string;
  readonly open: boolean;
  readonly controls: string;
  readonly onToggle: () => void;
}) {
  return (
    <button
      type="button"
      className={styles.expander}
      aria-label={label}
      aria-expanded={open}
      aria-controls={open ? controls : undefined}
      onClick={onToggle}
    >
      <MenuIcon name="chevron" size={18} className={styles.chevron} />
    </button>
  );
}

/** The open sport: its page, then its countries (fetched now, the first time). */
function SportBranch({
  id,
  sport,
  t,
  locale,
  pathname,
}: EntryProps & { readonly id: string; readonly sport: SportsTreeSport }) {
  const tree = useSportTree(sport.code, true);
  // spec shell §4: one section open at a time, within a sport too.
  const [openCountry, setOpenCountry] = useState<number | null>(null);

  let status: ReactNode = null;
  if (tree.isPending) {
    status = (
      <p className={styles.subStatus} role="status">
        {t('shell.menu.tree.loading')}
      </p>
    );
  } else if (tree.isError) {
    status = (
      <p className={styles.subStatus} role="alert">
        {t('shell.menu.tree.error')}{' '}
        <button type="button" className={styles.inlineButton} onClick={() => void tree.refetch()}>
          {t('shell.menu.tree.retry')}
        </button>
      </p>
    );
  } else if (tree.data.length === 0) {
    status = <p className={styles.subStatus}>{t('shell.menu.tree.empty')}</p>;
  }

  return (
    <ul id={id} className={styles.subList}>
      {status ? <li>{status}</li> : null}
      {tree.data?.map((node) =>
        node.kind === 'LEAGUE' || node.kind === 'TOURNAMENT' ? (
          // A league straight under the sport (no country): linked at the country level.
          <li key={node.id}>
            <MenuLink
              href={countryHref(sport, node)}
              locale={locale}
              pathname={pathname}
              className={styles.subRow}
            >
              <span className={styles.label}>{node.description}</span>{' '}
              <Count value={node.eventCount} />
            </MenuLink>
          </li>
        ) : (
          <CountryEntry
            key={node.id}
            sport={sport}
            country={node}
            open={openCountry === node.id}
            onToggle={() => setOpenCountry((current) => (current === node.id ? null : node.id))}
            t={t}
            locale={locale}
            pathname={pathname}
          />
        ),
      )}
    </ul>
  );
}

function CountryEntry({
  sport,
  country,
  open,
  onToggle,
  t,
  locale,
  pathname,
}: EntryProps & {
  readonly sport: SportsTreeSport;
  readonly country: EventPathTreeNode;
  readonly open: boolean;
  readonly onToggle: () => void;
}) {
  const listId = useId();
  return (
    <li>
      <div className={styles.treeRow}>
        <MenuLink
          href={countryHref(sport, country)}
          locale={locale}
          pathname={pathname}
          className={styles.subRow}
        >
          <span className={styles.label}>{country.description}</span>{' '}
          <Count value={country.eventCount} />
        </MenuLink>
        {country.children.length > 0 ? (
          <Expander
            label={t('shell.menu.tree.toggle', { name: country.description })}
            open={open}
            controls={listId}
            onToggle={onToggle}
          />
        ) : null}
      </div>
      {open ? (
        <ul id={listId} className={styles.leagueList}>
          {country.children.map((league) => (
            <li key={league.id}>
              <MenuLink
                href={leagueHref(sport, country, league)}
                locale={locale}
                pathname={pathname}
                className={styles.leagueRow}
              >
                <span className={styles.label}>{league.description}</span>{' '}
                <Count value={league.eventCount} />
              </MenuLink>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** The number of events open for betting under a path. */
function Count({ value }: { readonly value: number }) {
  return <span className={styles.count}>{value}</span>;
}
