import { storeIdentity } from '../app/storeIdentity';
import * as styles from './ContentPage.css';

/** /Privacypolicy: what the storefront keeps about a buyer and why. */
export function PrivacyPage() {
  return (
    <div className={styles.page}>
      <h1>Privacy Policy</h1>
      <article className={styles.prose} aria-label="Privacy Policy">
        <p>
          {storeIdentity.name} keeps only what it needs to run its auctions: your name, e-mail address, phone number and
          addresses, your bids, favourites and invoices, and the e-mail notices you chose.
        </p>
        <h2>Payments</h2>
        <p>
          Card details go straight to our card payment provider, which gives us back a reference to your card. Your card
          number and security code never reach our own server.
        </p>
        <h2>Messages</h2>
        <p>
          What you send through the contact form, a consignment inquiry or the chat goes to our staff, who answer you by
          e-mail, phone or chat.
        </p>
        <h2>Your choices</h2>
        <p>
          You can change your profile and notification settings in your dashboard at any time. To have your account
          removed, call us at {storeIdentity.phone} or write to us through the contact page.
        </p>
      </article>
    </div>
  );
}
