import { sessionUserAtom } from '@storefront/features/auth';
import { createRoute, notFound } from '@tanstack/react-router';
import { lazyPage } from './lazyPage';
import { importUntilLoaded } from './chunkLoading';
import { loadOrNotFound } from './loadOrNotFound';
import type { TitledPage } from './pageTitle';
import { idParam } from './routeParams';
import { lotViewOptions } from './lotViewRoute';
import { rootRoute } from './rootRoute';
import { noSearch } from './routeGuards';

/** The live slice loads with the first live page, never with the home route (JavaScript budget). */
const liveSlice = () => importUntilLoaded(() => import('./liveRequests'));

/** /livelots/{auctionId}/{user_id}; the room reads the buyer from the session, the id in the path is the spec's. */
const liveRoomRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/livelots/$auctionId/$user_id',
  params: {
    parse: (raw: Record<string, string>) => ({
      auctionId: idParam(raw['auctionId']) ?? 0,
      user_id: idParam(raw['user_id'], 0) ?? 0,
    }),
    stringify: (params: { auctionId: number; user_id: number }) => ({
      auctionId: String(params.auctionId),
      user_id: String(params.user_id),
    }),
  },
  validateSearch: noSearch,
  loader: async ({ context, params }): Promise<TitledPage> => {
    if (params.auctionId === 0) throw notFound();
    // The sale's progress (the head's '% Completed' and 'Lots Remaining') comes with the room, so the head's chips do
    // not arrive after it and push the room down; a progress that cannot be read leaves the chips out, as before.
    const progress = context.queryClient.prefetchQuery(
      context.api.queries.getLiveAuctionPercentage({ body: { auctionid: params.auctionId } }),
    );
    const { liveRoomBody } = await liveSlice();
    const userid = context.store.get(sessionUserAtom)?.id ?? 0;
    const room = await loadOrNotFound(() =>
      context.queryClient.ensureQueryData(
        context.api.queries.getLiveAuctionLots({ body: liveRoomBody(params.auctionId, userid) }),
      ),
    );
    await progress;
    return { title: room.data.auction.title };
  },
  component: lazyPage(() => import('../routes/LiveRoomPage'), 'LiveRoomPage'),
});

/** /lotview/{lotof}/{id}/{userId or 0}: a live auction's lot before (or after) it comes up. */
const liveLotRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/lotview/$lotof/$id/$userId',
  ...lotViewOptions,
  component: lazyPage(() => import('../routes/LiveLotPage'), 'LiveLotPage'),
});

/** The live auction's own pages (the spec's /liveLots and /lotView match them too: paths are not case-sensitive). */
export const liveRoutes = [liveRoomRoute, liveLotRoute] as const;
