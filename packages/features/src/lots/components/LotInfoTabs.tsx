import type { Lot } from '@storefront/api-client';
import { ResponsiveTabs } from '@storefront/ui';
import { useAuction } from '../api/useAuction';
import { useLotPart } from '../api/useLot';

const notes = (lot: Lot) => ({ lotof: lot.lotof, description: lot.description });

const paragraph = (text: string | undefined, fallback: string) => <p>{text?.trim() ? text : fallback}</p>;

/** Description, Shipping, Terms and Payments: tabs, or an accordion at 600 px and less. */
export function LotInfoTabs({ lotId }: { lotId: number }) {
  const lot = useLotPart(lotId, notes);
  const auction = useAuction(lot.lotof).data.data.auction_details;
  return (
    <ResponsiveTabs
      aria-label="Lot information"
      sections={[
        { value: 'description', label: 'Description', content: paragraph(lot.description, 'Not given for this lot.') },
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
