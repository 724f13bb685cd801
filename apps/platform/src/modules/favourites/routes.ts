import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '@touchline/contract';
import type { AppContext } from '../../app-context';
import { endpointRegistrar } from '../../http/register-endpoint';
import { accessGuard } from '../identity';
import { addFavouriteFor, listFavourites, removeFavouriteFor, replaceFavourites } from './service';

const { favourites } = ENDPOINTS;

/** The player's favourites under their account (docs/decisions.md "Favourites"); never cached. */
export function favouritesRoutes(app: FastifyInstance, ctx: AppContext): void {
  const route = endpointRegistrar(app, { guard: accessGuard(ctx) });
  const noStore = { headers: { 'cache-control': 'no-store' } } as const;
  // Reading the list is allowed to a withdraw-only (excluded) session, as the other account reads.
  route(favourites.list, { ...noStore, allowWithdrawOnly: true }, ({ auth }) =>
    listFavourites(ctx, auth),
  );
  route(favourites.add, noStore, ({ auth, body }) => addFavouriteFor(ctx, auth, body));
  route(favourites.remove, noStore, ({ auth, params }) =>
    removeFavouriteFor(ctx, auth, params.kind, params.id),
  );
  route(favourites.replace, noStore, ({ auth, body }) => replaceFavourites(ctx, auth, body));
}
