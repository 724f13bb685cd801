'use client';

import type { ServedProduct } from '@touchline/contract';
import type { ThirdPartyProduct } from '@touchline/site';
import { readableErrorMessage } from '../../../shared/api/api-error';
import { useShellStore } from '../../../shared/session/shell-store';
import { useT } from '../../../shared/site/site-context';
import buttonStyles from '../../../shared/ui/button.module.css';
import formStyles from '../../../shared/ui/form.module.css';
import panelStyles from '../../../shared/ui/panel.module.css';
import { cx } from '../../../shared/ui/cx';
import { useProductsRegistry } from '../api/get-products';
import { useLaunchGame } from '../api/launch-game';
import type { ProductSection } from '../sections';
import styles from './product-page.module.css';

/**
 * A product section (spec shell §2: /sports/kiron, /cryptoblast …): its content comes from a
 * third-party provider. For each product of the section the page says whether this site offers
 * it — the products registry, gated like the menu — and either opens it or says plainly that no
 * provider is configured here.
 */
export function ProductPage({
  section,
  gameId = null,
}: {
  readonly section: ProductSection;
  /** /sports/leap/{leapGameId}: the game the link names. */
  readonly gameId?: string | null;
}) {
  const t = useT();
  const registry = useProductsRegistry();
  return (
    <>
      <div className="page-heading">
        <h1>{t(section.title)}</h1>
        <p className="page-heading__sub">{t('products.thirdParty')}</p>
      </div>
      {registry.isPending ? (
        <p className={panelStyles.loading}>{t('common.loading')}</p>
      ) : registry.isError ? (
        <div className={panelStyles.emptyState} role="alert">
          <p className={panelStyles.emptyStateTitle}>{t('products.loadError')}</p>
          <button
            type="button"
            className={cx(buttonStyles.root, buttonStyles.primary)}
            onClick={() => void registry.refetch()}
          >
            {t('common.tryAgain')}
          </button>
        </div>
      ) : (
        <div className={styles.products}>
          {section.products.map((product) => (
            <ProductCard
              key={product}
              product={product}
              served={registry.data.products.find((p) => p.id === product) ?? null}
              gameId={gameId}
            />
          ))}
        </div>
      )}
    </>
  );
}

function ProductCard({
  product,
  served,
  gameId,
}: {
  readonly product: ThirdPartyProduct;
  readonly served: ServedProduct | null;
  readonly gameId: string | null;
}) {
  const t = useT();
  const name = served?.label ?? t(`products.name.${product}`);
  const headingId = `product-${product}`;
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <div className={styles.cardHeader}>
        <h2 id={headingId} className={styles.name}>
          {name}
        </h2>
        <span className={cx(styles.badge, served ? styles.on : styles.off)}>
          {t(served ? 'products.available' : 'products.unavailable')}
        </span>
      </div>
      {served ? (
        <>
          <p className={panelStyles.muted}>
            {t('products.providedBy', { provider: served.provider_name })}
          </p>
          <Launch served={served} gameId={gameId} />
        </>
      ) : (
        <p>{t('products.notConfigured', { product: name })}</p>
      )}
    </section>
  );
}

function Launch({
  served,
  gameId,
}: {
  readonly served: ServedProduct;
  readonly gameId: string | null;
}) {
  const t = useT();
  const dispatch = useShellStore((store) => store.dispatch);
  switch (served.launch.mode) {
    case 'link':
      return (
        <a
          href={served.launch.url}
          target="_blank"
          rel="noopener noreferrer"
          className={cx(buttonStyles.root, buttonStyles.primary)}
        >
          {t('products.open', { product: served.label })}
        </a>
      );
    case 'login':
      return (
        <div className={styles.actions}>
          <p>{t('products.loginToPlay', { product: served.label })}</p>
          <button
            type="button"
            className={cx(buttonStyles.root, buttonStyles.primary)}
            aria-haspopup="dialog"
            onClick={() => dispatch({ type: 'modalOpened', modal: 'login' })}
          >
            {t('products.logIn')}
          </button>
        </div>
      );
    case 'game_launch_url':
      return <GameList served={served} gameId={gameId} />;
    default:
      return null;
  }
}

function GameList({
  served,
  gameId,
}: {
  readonly served: ServedProduct;
  readonly gameId: string | null;
}) {
  const t = useT();
  const launch = useLaunchGame();
  const known = gameId !== null && served.game_codes.includes(gameId);
  const games = known ? [gameId] : served.game_codes;
  if (games.length === 0) return <p>{t('products.noGames')}</p>;
  return (
    <div className={styles.actions}>
      {gameId !== null && !known ? (
        <p role="status">{t('products.unknownGame', { game: gameId })}</p>
      ) : null}
      <ul className={styles.games}>
        {games.map((code) => (
          <li key={code}>
            <button
              type="button"
              className={cx(buttonStyles.root, buttonStyles.secondary)}
              disabled={launch.isPending}
              onClick={() => launch.mutate({ product: served.id, gameCode: code })}
            >
              {t('products.play', { game: code })}
            </button>
          </li>
        ))}
      </ul>
      {launch.isSuccess ? (
        <a
          href={launch.data.launchUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={cx(buttonStyles.root, buttonStyles.primary)}
        >
          {t('products.openGame', { game: launch.variables.gameCode })}
        </a>
      ) : null}
      {launch.isError ? (
        <p className={formStyles.formError} role="alert">
          {readableErrorMessage(launch.error)}
        </p>
      ) : null}
    </div>
  );
}
