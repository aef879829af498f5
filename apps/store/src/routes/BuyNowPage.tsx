import { BuyNowListing } from '@storefront/features/content';
import { getRouteApi } from '@tanstack/react-router';
import * as styles from './ContentPage.css';

const route = getRouteApi('/buynow');

/** /buynow: the static buy-now demonstration with its sample filters, kept in the URL. */
export function BuyNowPage() {
  const filters = route.useSearch();
  const navigate = route.useNavigate();
  return (
    <div className={styles.page}>
      <h1>Buy Now</h1>
      <BuyNowListing filters={filters} onFiltersChange={(next) => void navigate({ search: next, replace: true })} />
    </div>
  );
}
