import { Link } from '../LinkProvider';
import * as styles from './LotAuctionLink.css';

export interface LotAuctionLinkProps {
  /** The lot's auction title, as the API's `auction_title`. */
  title: string;
  href: string;
}

/** Which sale a lot belongs to, where lots of several auctions meet: the auction's title, a link to its lots. */
export function LotAuctionLink({ title, href }: LotAuctionLinkProps) {
  return (
    <Link href={href} className={styles.auctionLink}>
      {title}
    </Link>
  );
}
