import { RaiseMaximum, RetractBid } from '@storefront/features/bidding';
import { BuyerDashboard } from '@storefront/features/dashboard';
import { DeskPage } from './DeskPage';
import { deskHrefs } from './deskHrefs';

/** /dashboard: the buyer's lots by list. */
export function DashboardPage() {
  return (
    <DeskPage title="Dashboard">
      {({ id: buyerId }) => (
        <BuyerDashboard
          buyerId={buyerId}
          hrefs={deskHrefs(buyerId)}
          renderRetract={(row) => (
            <RetractBid
              lot={{ ...row, highbid_user_id: row.highest_bidder_user_id ?? null }}
              buyerId={buyerId}
              bidId={row.mybidid}
            />
          )}
          renderRaiseMaximum={(row) => <RaiseMaximum lot={row} buyerId={buyerId} />}
        />
      )}
    </DeskPage>
  );
}
