import { sessionUserAtom } from '@storefront/features/auth';
import { useLosingNotices } from '@storefront/features/bidding';
import { AuctionHead, LotSearchBox, useAuctionLots } from '@storefront/features/lots';
import { EmptyState, Pagination, ResultsToolbar, usePageInRange, VirtualLotList } from '@storefront/ui';
import { getRouteApi } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { Suspense, type ReactNode } from 'react';
import { DEFAULT_LOT_PAGE_SIZE, LOT_PAGE_SIZES, type AuctionLotsSearch } from '../app/lotSearchParams';
import { useAskSignIn } from '../app/useAskSignIn';
import { useRestoredScroll } from './auctionLots/useRestoredScroll';
import { ListedLotCard } from './ListedLotCard';
import { LazyLiveAuctionEntry, LazyLotTable } from './lazyParts';
import { useLotQuickView } from './useLotQuickView';
import * as styles from './AuctionLotsPage.css';

/** A grid card's width at least (16rem) and a row's height with its gap, guessed until the rows are measured. */
const LOT_CARD_MIN_WIDTH = 256;
const LOT_CARD_ROW_HEIGHT = 640;

type AuctionLotsRouteId = '/auction/$id' | '/auction/timed-auction/$id' | '/search/product-buyer-auction/$id';

/** `entry`: what the head offers beside the facts (a live auction's registration and the way into the room). */
function AuctionLotsPage({ routeId, entry }: { routeId: AuctionLotsRouteId; entry?: ReactNode }) {
  const route = getRouteApi(routeId);
  const { id } = route.useParams();
  const search: AuctionLotsSearch = route.useSearch();
  const navigate = route.useNavigate();
  const user = useAtomValue(sessionUserAtom);
  const buyerId = user?.id ?? null;
  const askSignIn = useAskSignIn();
  const page = search.page ?? 1;
  const perPage = search.perPage ?? DEFAULT_LOT_PAGE_SIZE;
  const quickView = useLotQuickView(buyerId, askSignIn, { page, perPage });
  const view = search.view ?? 'grid';
  const lots = useAuctionLots({
    lotof: id,
    page,
    limit: perPage,
    userid: buyerId ?? 0,
    searchbar_with_lot_number: search.search,
  });
  const results = lots.data?.response.results ?? [];
  useLosingNotices(results, buyerId);
  const total = lots.data?.response.total_results ?? 0;
  const pageCount = Math.ceil(total / perPage);
  useRestoredScroll(search.scrollLocation, lots.data !== undefined);

  const setSearch = (next: { [Key in keyof AuctionLotsSearch]?: AuctionLotsSearch[Key] | undefined }) =>
    void navigate({
      search: (previous: AuctionLotsSearch) => {
        const merged: Record<string, unknown> = { ...previous, ...next };
        delete merged['scrollLocation'];
        return Object.fromEntries(
          Object.entries(merged).filter(([, value]) => value !== undefined),
        ) as AuctionLotsSearch;
      },
    });
  usePageInRange(page, lots.data ? pageCount : undefined, () => setSearch({ page: 1 }));

  return (
    <div className={styles.page}>
      <AuctionHead auctionId={id} actions={entry} />
      <div className={styles.toolbar}>
        <LotSearchBox
          search={search.search ?? ''}
          onSearch={(text) => setSearch({ search: text || undefined, page: 1 })}
        />
        <ResultsToolbar
          total={lots.data ? total : null}
          page={page}
          pageSizeOptions={LOT_PAGE_SIZES}
          pageSize={perPage}
          onPageSizeChange={(size) => setSearch({ perPage: size, page: 1 })}
          view={view}
          onViewChange={(next) => setSearch({ view: next === 'list' ? 'list' : undefined })}
          sortable={false}
        />
      </div>
      {lots.isError ? (
        <p role="alert">{lots.error.message}</p>
      ) : results.length === 0 && lots.data ? (
        <EmptyState kind="products" />
      ) : view === 'list' ? (
        <Suspense fallback={null}>
          <LazyLotTable
            variant="auction"
            caption="Lots of this auction"
            lots={results}
            userId={buyerId}
            onOpenLot={(lot) => quickView.open(lot.id)}
          />
        </Suspense>
      ) : (
        <VirtualLotList
          aria-label="Lots of this auction"
          items={results}
          getKey={(lot) => lot.id}
          estimateSize={LOT_CARD_ROW_HEIGHT}
          minItemWidth={LOT_CARD_MIN_WIDTH}
          renderItem={(lot) => (
            // The page's heading is the auction's title (h1): each lot is a section right under it.
            <ListedLotCard lot={lot} buyerId={buyerId} headingLevel={2} onOpen={quickView.open} onLogin={askSignIn} />
          )}
        />
      )}
      <Pagination
        aria-label="Lot pages"
        pageCount={pageCount}
        page={page}
        onPageChange={(next) => setSearch({ page: next })}
      />
      {quickView.drawer}
    </div>
  );
}

/** /auction/{id}?page=1: a live auction's lots, its registration and the way into the room. */
export const LiveAuctionLotsPage = () => (
  <AuctionLotsPage
    routeId="/auction/$id"
    entry={
      <Suspense fallback={null}>
        <LazyLiveAuctionEntry />
      </Suspense>
    }
  />
);
/** /auction/timed-auction/{id}?page=1: a timed auction's lots. */
export const TimedAuctionLotsPage = () => <AuctionLotsPage routeId="/auction/timed-auction/$id" />;
/** /search/product-buyer-auction/{id}: the auction search variant, the same lots page. */
export const AuctionSearchLotsPage = () => <AuctionLotsPage routeId="/search/product-buyer-auction/$id" />;
