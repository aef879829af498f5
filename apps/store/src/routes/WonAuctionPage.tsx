import { WonAuctions } from '@storefront/features/dashboard';
import { DeskPage } from './DeskPage';
import { deskHrefs } from './deskHrefs';

/** /WonAuction: the lots the buyer won. */
export function WonAuctionPage() {
  return (
    <DeskPage title="Won Auctions">
      {({ id: buyerId }) => <WonAuctions buyerId={buyerId} hrefs={deskHrefs(buyerId)} />}
    </DeskPage>
  );
}
