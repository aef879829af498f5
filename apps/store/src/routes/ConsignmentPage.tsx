import { useSessionProfile } from '@storefront/features/auth';
import { ConsignmentForm } from '@storefront/features/content';
import * as styles from './ContentPage.css';
import { StoreContactBlock } from './StoreContactBlock';

/** /inquires: Consignment Inquires, with pictures of what the seller would like to consign. */
export function ConsignmentPage() {
  const buyer = useSessionProfile();
  return (
    <div className={styles.page}>
      <h1>Consignment Inquires</h1>
      <div className={styles.columns}>
        <section aria-label="Consignment inquiry" className={styles.stack}>
          <p className={styles.lead}>
            Tell us about the coins, bullion or collection you would like to sell at auction, and add pictures if you
            have them. Our consignment team will contact you.
          </p>
          <ConsignmentForm sender={buyer} />
        </section>
        <StoreContactBlock />
      </div>
    </div>
  );
}
