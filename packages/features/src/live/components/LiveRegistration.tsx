import { liveRegistrationSchema, liveRegistrationTexts } from '@storefront/domain';
import { Button, Checkbox, Link, Skeleton, sprinkles, useCheckedForm } from '@storefront/ui';
import { registrationOf, useAuctionRegistration } from '../api/useAuctionRegistration';
import { useRegisterForAuction, type RegistrationSurface } from '../api/useRegisterForAuction';
import { useSiteId } from '../api/useSiteId';
import { RegistrationTermsDialog } from './RegistrationTermsDialog';
import * as styles from './live.css';

export interface LiveRegistrationProps {
  /** The live auction; its head's read (getAuctionLotDetails) carries the registration and takes approvals. */
  auctionId: number;
  /** The signed-in buyer's id; null for a visitor, who is asked to sign in first. */
  buyerId: number | null;
  /** Asks the visitor to sign in and brings them back to this page. */
  onLogin: () => void;
  /** The live room of this auction for this buyer. */
  roomHref: string;
  /** The lots page says 'Auction Registration Request Sent.', the lot view 'Auction Registration Successfully.'. */
  surface: RegistrationSurface;
}

/**
 * A live auction's registration: the terms checkbox and 'CLICK HERE TO REGISTER FOR BIDDING', then 'REGISTRATION
 * PENDING' until the seller approves (bidderapproval flips it without a reload), then 'Enter Live Auction'.
 */
export function LiveRegistration({ auctionId, buyerId, onLogin, roomHref, surface }: LiveRegistrationProps) {
  const head = useAuctionRegistration(auctionId);
  const register = useRegisterForAuction(surface);
  const siteId = useSiteId();
  const form = useCheckedForm(liveRegistrationSchema, { terms: false });

  if (head.isLoadingError) return <p role="alert">{head.error.message}</p>;
  if (!head.data) {
    return (
      <Skeleton.Root label="Loading your registration">
        <Skeleton.Block height="2.5rem" />
      </Skeleton.Root>
    );
  }
  const auction = head.data.auction_details;
  // A closed sale has no room to enter and takes no registration; its page says 'Auction Closed'.
  if (auction.market_status !== 'open') return null;
  const state = buyerId === null ? 'unregistered' : registrationOf(auction);

  if (state === 'approved') {
    return (
      <Link href={roomHref} className={styles.enterLink}>
        {liveRegistrationTexts.enter}
      </Link>
    );
  }
  if (state === 'pending') {
    return (
      <div className={sprinkles({ display: 'grid', gap: 'small' })}>
        <p role="status">{liveRegistrationTexts.pendingMessage}</p>
        <Button variant="secondary" disabled>
          {liveRegistrationTexts.pendingButton}
        </Button>
      </div>
    );
  }

  const onRegister = () => {
    if (buyerId === null) return onLogin();
    if (!form.check()) return;
    register.mutate({
      body: { auction_id: auction.id, user_id: buyerId, status: 'active', site_id: siteId.data ?? '', ipaddress: '' },
    });
  };

  return (
    <div className={sprinkles({ display: 'grid', gap: 'small' })}>
      <div className={sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 'xsmall' })}>
        <Checkbox
          label="I accept the Terms and Conditions"
          checked={form.values.terms}
          onCheckedChange={form.change('terms')}
          error={form.errors['terms']}
        />
        <RegistrationTermsDialog terms={auction.store_comment_three} />
      </div>
      <Button variant="accent" loading={register.isPending} onClick={onRegister}>
        {liveRegistrationTexts.register}
      </Button>
    </div>
  );
}
