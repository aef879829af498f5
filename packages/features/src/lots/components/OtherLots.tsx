import type { Lot } from '@storefront/api-client';
import { useAuctionRoom } from '@storefront/api-client/realtime';
import { centsFromDollars } from '@storefront/domain';
import {
  Carousel,
  LOT_CAROUSEL_SLIDES,
  LotCardParts,
  LotTile,
  lotStatusChip,
  priceLabel,
  sprinkles,
} from '@storefront/ui';
import { memo } from 'react';
import { useAuctionLots } from '../api/useAuctionLots';

export interface OtherLotsProps {
  lotId: number;
  auctionId: number;
  /** The signed-in buyer, or 0 for a visitor. */
  userid: number;
  /** Where a lot of this auction lives (the app knows its routes). */
  hrefForLot: (lot: Pick<Lot, 'id' | 'lotof'>) => string;
}

const OTHER_LOTS = 9;

/**
 * One lot of the carousel. Memoised: a bid on the page's own lot (or on one of the others) rewrites only that lot in the
 * auction's answer, so the other slides keep their lot and are not rendered again.
 */
const OtherLotSlide = memo(function OtherLotSlide({
  lot,
  hrefForLot,
}: { lot: Lot } & Pick<OtherLotsProps, 'hrefForLot'>) {
  const ended = lotStatusChip(lot.market_status, null);
  return (
    <Carousel.Slide aria-label={lot.title}>
      <LotTile
        href={hrefForLot(lot)}
        avatar={lot.avatar}
        sku={lot.sku}
        title={lot.title}
        priceLabel={priceLabel(lot)}
        amountCents={centsFromDollars(lot.wprice) ?? 0}
        status={ended ? <LotCardParts.StatusChip tone={ended.tone}>{ended.label}</LotCardParts.StatusChip> : null}
      />
    </Carousel.Slide>
  );
});

/** Other lots of the same auction, as a carousel of links; a finished one says how it ended ('Sold', its Sold Price). */
export function OtherLots({ lotId, auctionId, userid, hrefForLot }: OtherLotsProps) {
  const { data } = useAuctionLots({ lotof: auctionId, page: 1, limit: OTHER_LOTS, userid });
  useAuctionRoom(auctionId);
  const lots = (data?.response.results ?? []).filter((lot) => lot.id !== lotId).slice(0, OTHER_LOTS - 1);
  if (lots.length === 0) return null;
  return (
    <div className={sprinkles({ display: 'grid', gap: 'small' })}>
      <h2>Other Lots</h2>
      <Carousel.Root
        label="Other lots"
        loop={false}
        autoplay={false}
        spacing="small"
        slidesPerView={LOT_CAROUSEL_SLIDES}
      >
        <Carousel.Viewport>
          {lots.map((lot) => (
            <OtherLotSlide key={lot.id} lot={lot} hrefForLot={hrefForLot} />
          ))}
        </Carousel.Viewport>
        <Carousel.Controls>
          <Carousel.Previous label="Previous lots" />
          <Carousel.Next label="Next lots" />
        </Carousel.Controls>
      </Carousel.Root>
    </div>
  );
}
