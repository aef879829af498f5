import type { Lot } from '@storefront/api-client';
import { centsFromDollars, formatMoney } from '@storefront/domain';
import { Carousel, FallbackImage, LOT_CAROUSEL_SLIDES, Link, sprinkles } from '@storefront/ui';

export interface UpcomingLotsProps {
  lots: readonly Lot[];
  /** Where a lot of this auction lives (the app knows its routes). */
  hrefForLot: (lot: Pick<Lot, 'id' | 'lotof'>) => string;
}

/** The lots still to be called, as a carousel with previous and next. */
export function UpcomingLots({ lots, hrefForLot }: UpcomingLotsProps) {
  return (
    <div className={sprinkles({ display: 'grid', gap: 'small' })}>
      <h2>Upcoming Lots</h2>
      {lots.length === 0 ? (
        <p>No more lots after this one.</p>
      ) : (
        <Carousel.Root
          label="Upcoming lots"
          loop={false}
          autoplay={false}
          spacing="small"
          slidesPerView={LOT_CAROUSEL_SLIDES}
        >
          <Carousel.Viewport>
            {lots.map((lot) => (
              <Carousel.Slide key={lot.id} aria-label={`Lot # ${lot.sku}`}>
                <Link href={hrefForLot(lot)}>
                  <FallbackImage src={lot.avatar} alt="" />
                  <span className={sprinkles({ display: 'block' })}>
                    Lot # {lot.sku} {lot.title}
                  </span>
                  <span>{formatMoney(centsFromDollars(lot.wprice) ?? 0)}</span>
                </Link>
              </Carousel.Slide>
            ))}
          </Carousel.Viewport>
          <Carousel.Controls>
            <Carousel.Previous label="Previous lots" />
            <Carousel.Next label="Next lots" />
          </Carousel.Controls>
        </Carousel.Root>
      )}
    </div>
  );
}
