import { notFound } from '@tanstack/react-router';
import { loadOrNotFound } from './loadOrNotFound';
import type { TitledPage } from './pageTitle';
import { parseLotPlace } from './lotSearchParams';
import { lotViewParams, type LotViewParams } from './routeParams';
import type { RouterContext } from './routerContext';
import { parsedSearchOnly } from './parsedSearchOnly';

/**
 * What every lot view (/…/{lotof}/{id}/{userId or 0}) shares: its params, its place in the auction's list, and the lot
 * and its auction read before the page renders; a lot or auction that names nothing is the not-found page.
 */
export const lotViewOptions = {
  params: {
    parse: lotViewParams,
    stringify: (params: LotViewParams) => ({
      lotof: String(params.lotof),
      id: String(params.id),
      userId: String(params.userId),
    }),
  },
  validateSearch: parsedSearchOnly(parseLotPlace),
  loader: async ({ context, params }: { context: RouterContext; params: LotViewParams }): Promise<TitledPage> => {
    if (params.id === 0) throw notFound();
    // Both calls go out together; either naming nothing makes the page not-found, the lot's refusal first.
    const auction = loadOrNotFound(() =>
      context.queryClient.ensureQueryData(
        context.api.queries.getAuctionLotDetails({ body: { auctionid: params.lotof } }),
      ),
    );
    auction.catch(() => undefined);
    const lot = await loadOrNotFound(() =>
      context.queryClient.ensureQueryData(context.api.queries.getProductDetails({ body: { product_id: params.id } })),
    );
    await auction;
    return { title: lot.results.title };
  },
};
