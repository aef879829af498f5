import type { Auction, Lot } from '@storefront/api-client';
import { ResponsiveTabs } from '@storefront/ui';

const paragraph = (text: string | undefined, fallback: string) => <p>{text?.trim() ? text : fallback}</p>;

/** Description, Shipping, Terms and Payments of the lot on the block: tabs, or an accordion at 600 px and less. */
export function LiveRoomInfo({ auction, lot }: { auction: Auction; lot: Lot | undefined }) {
  return (
    <ResponsiveTabs
      aria-label="Lot information"
      sections={[
        { value: 'description', label: 'Description', content: paragraph(lot?.description, 'Not given for this lot.') },
        {
          value: 'shipping',
          label: 'Shipping',
          content: paragraph(auction.store_comment_two, 'Not given for this auction.'),
        },
        {
          value: 'terms',
          label: 'Terms',
          content: paragraph(auction.store_comment_three, 'Not given for this auction.'),
        },
        {
          value: 'payments',
          label: 'Payments',
          content: paragraph(auction.store_comment_one, 'Not given for this auction.'),
        },
      ]}
    />
  );
}
