import { createRoute, notFound } from '@tanstack/react-router';
import { lazyPage } from './lazyPage';
import { idParam } from './routeParams';
import { noSearch } from './routeGuards';
import { rootRoute } from './rootRoute';

/** /liveStream/{auctionId}: the seller's video of a live auction on its own, until the live room shows it. */
const liveStreamRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/liveStream/$auctionId',
  params: {
    parse: (raw: Record<string, string>) => ({ auctionId: idParam(raw['auctionId']) ?? 0 }),
    stringify: (params: { auctionId: number }) => ({ auctionId: String(params.auctionId) }),
  },
  validateSearch: noSearch,
  loader: ({ params }) => {
    if (params.auctionId === 0) throw notFound();
  },
  component: lazyPage(() => import('../routes/LiveStreamPage'), 'LiveStreamPage'),
});

export const streamRoutes = [liveStreamRoute];
