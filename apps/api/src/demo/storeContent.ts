import { escapeHtml } from '../http/escapeHtml';

/** The fees of the demo's store; its name and site id are the store's settings (STORE_NAME, STORE_SITE_ID). */
export const demoStoreFees = {
  ach_transaction_fee: 1,
  transaction_fee_changes: 0,
};

export const demoBanners = [
  { file: 'demo-banner-1.svg', headline: 'Live bullion auctions every week', metal: 'gold' },
  { file: 'demo-banner-2.svg', headline: 'Silver bars and rounds from $30', metal: 'silver' },
  { file: 'demo-banner-3.svg', headline: 'Certified Morgan and Peace dollars', metal: 'platinum' },
] as const;

/** The demo's terms, naming the store as its settings do. */
export const demoTerms = (storeName: string) => `<h2>Terms and Conditions of Sale</h2>
<p>Every lot is sold as described by ${escapeHtml(storeName)}. Bids are binding: the highest bidder at the close, at or above the reserve, buys the lot.</p>
<h3>Bidding</h3>
<ul>
<li>A maximum bid is placed on your behalf, one increment at a time, up to your maximum. Nobody else sees your maximum.</li>
<li>A bid in the last five minutes of a timed lot extends its close by five minutes.</li>
<li>Live auctions need a registration approved before you can bid.</li>
</ul>
<h3>Payment</h3>
<p>A buyer's premium is added to the hammer price. Pay by card (a transaction fee of 3.1% plus $0.30 applies) or by bank transfer (ACH) within seven days of the close.</p>
<h3>Shipping</h3>
<p>Lots ship fully insured once paid. Shipping is priced by our team after the close; checkout opens when it is.</p>`;

export const auctionNotes = {
  store_comment_one: 'Payment by card or bank transfer (ACH) within seven days of the close.',
  store_comment_two: 'Insured shipping within the United States; priced after the close. Local pickup in Portland.',
  store_comment_three: 'All lots sold as is. Certified coins are guaranteed by their grading service.',
};
