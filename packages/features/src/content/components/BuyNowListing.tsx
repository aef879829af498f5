import { formatMoney } from '@storefront/domain';
import { EmptyState, FallbackImage, FilterPanel, type LotFilters } from '@storefront/ui';
import { buyNowCategories, buyNowSamples, type BuyNowSample } from '../api/buyNowSamples';
import * as styles from './content.css';

export interface BuyNowListingProps {
  /** The sample filters: Category, Conditions and Price Range, as the lot search's panel holds them. */
  filters: LotFilters;
  onFiltersChange: (filters: LotFilters) => void;
}

const matches = (filters: LotFilters) => (item: BuyNowSample) =>
  (!filters.cat_id?.length || filters.cat_id.includes(item.cat_id)) &&
  (!filters.auction_condition_new_io?.length || filters.auction_condition_new_io.includes(item.condition)) &&
  (filters.from_price_io === undefined || item.buynowamount >= filters.from_price_io * 100) &&
  (filters.to_price_io === undefined || item.buynowamount <= filters.to_price_io * 100);

/** The static buy-now demonstration: sample items, filtered by the sample filters. */
export function BuyNowListing({ filters, onFiltersChange }: BuyNowListingProps) {
  const shown = buyNowSamples.filter(matches(filters));
  return (
    <div className={styles.listing}>
      <FilterPanel variant="lotSearch" categories={buyNowCategories} value={filters} onValueChange={onFiltersChange} />
      <section aria-label="Buy now items" className={styles.results}>
        <p className={styles.note}>
          A demonstration of buy-now shopping: {shown.length} sample {shown.length === 1 ? 'item' : 'items'}.
        </p>
        {shown.length === 0 ? (
          <EmptyState kind="products" />
        ) : (
          <div className={styles.cardGrid}>
            {shown.map((item) => (
              <article key={item.id} className={styles.itemCard} aria-label={item.title}>
                <FallbackImage alt={item.title} />
                <h2 className={styles.itemTitle}>{item.title}</h2>
                <p className={styles.itemMeta}>
                  {buyNowCategories.find((category) => category.value === item.cat_id)?.label} ·{' '}
                  {item.condition === 'new' ? 'New' : 'Used'}
                </p>
                <p className={styles.itemPrice}>{formatMoney(item.buynowamount)}</p>
              </article>
            ))}
          </div>
        )}
      </section>
    </div>
  );
}
