import {
  FAVOURITES_LIMIT_CODE,
  favouritesCount,
  hasFavourite,
  MAX_FAVOURITES,
  normaliseFavourites,
  type FavouriteAdd,
  type FavouriteKind,
  type FavouritesList,
} from '@touchline/contract';
import type { AppContext } from '../../app-context';
import { AppError, notFound } from '../../http/errors';
import type { Authenticated } from '../identity';
import {
  deleteAllFavourites,
  deleteFavourite,
  findFavourites,
  insertFavourites,
  leagueIds,
  lockFavourites,
  openEventIds,
} from './repository';

/**
 * A player's favourites (docs/decisions.md "Favourites"): read, add one, remove one, or replace
 * the whole list (the web's login merge). Every answer is the list as stored.
 */

/** GET …/favourites. */
export function listFavourites(ctx: AppContext, auth: Authenticated): Promise<FavouritesList> {
  return findFavourites(ctx.db, auth.player.id);
}

/**
 * POST …/favourites: adds one. Starring what is starred already changes nothing; an unknown (or
 * finished) event or an id that is no competition is a 404; the 201st favourite a 409.
 */
export function addFavouriteFor(
  ctx: AppContext,
  auth: Authenticated,
  body: FavouriteAdd,
): Promise<FavouritesList> {
  const playerId = auth.player.id;
  return ctx.db.transaction(async (tx) => {
    await lockFavourites(tx, playerId);
    const current = await findFavourites(tx, playerId);
    if (hasFavourite(current, body.kind, body.id)) return current;
    const known =
      body.kind === 'event' ? await openEventIds(tx, [body.id]) : await leagueIds(tx, [body.id]);
    if (!known.has(body.id)) {
      throw notFound(body.kind === 'event' ? `Event ${body.id}` : `Competition ${body.id}`);
    }
    if (favouritesCount(current) >= MAX_FAVOURITES) {
      throw new AppError(
        409,
        FAVOURITES_LIMIT_CODE,
        `At most ${MAX_FAVOURITES} favourites: remove one first`,
      );
    }
    await insertFavourites(
      tx,
      playerId,
      body.kind === 'event'
        ? { events: [body.id], leagues: [] }
        : { events: [], leagues: [body.id] },
      ctx.clock(),
    );
    return findFavourites(tx, playerId);
  });
}

/** DELETE …/favourites/{kind}/{id}: removes one; removing one that is not there changes nothing. */
export function removeFavouriteFor(
  ctx: AppContext,
  auth: Authenticated,
  kind: FavouriteKind,
  id: number,
): Promise<FavouritesList> {
  const playerId = auth.player.id;
  return ctx.db.transaction(async (tx) => {
    await lockFavourites(tx, playerId);
    await deleteFavourite(tx, playerId, kind, id);
    return findFavourites(tx, playerId);
  });
}

/**
 * PUT …/favourites: the whole list (the schema refuses more than 200). Repeats count once; ids
 * the platform does not offer (events over or unknown, no competition) are left out rather than
 * refused — a list kept in a browser for days holds some — so the answer says what was kept.
 */
export function replaceFavourites(
  ctx: AppContext,
  auth: Authenticated,
  body: FavouritesList,
): Promise<FavouritesList> {
  const playerId = auth.player.id;
  const wanted = normaliseFavourites(body);
  return ctx.db.transaction(async (tx) => {
    await lockFavourites(tx, playerId);
    const events = await openEventIds(tx, wanted.events);
    const leagues = await leagueIds(tx, wanted.leagues);
    await deleteAllFavourites(tx, playerId);
    await insertFavourites(
      tx,
      playerId,
      {
        events: wanted.events.filter((id) => events.has(id)),
        leagues: wanted.leagues.filter((id) => leagues.has(id)),
      },
      ctx.clock(),
    );
    return findFavourites(tx, playerId);
  });
}
