import type { Lot } from '@storefront/api-client';
import { ResponsiveTabs } from '@storefront/ui';
import type { ReactNode } from 'react';
import { useAuction } from '../api/useAuction';
import { useLotPart } from '../api/useLot';

const notes = (lot: Lot) => ({ lotof: lot.lotof, description: lot.description });

const paragraph = (text: string | undefined, fallback: string) => <p>{text?.trim() ? text : fallback}</p>;

export interface LotInfoTabsProps {
  lotId: number;
  /** The lot's chat with the store (product chat), in a Chat tab after the notes; the app composes it. */
  chat?: ReactNode;
}

/** Description, Shipping, Terms, Payments (and the lot's Chat): tabs, or an accordion at 600 px and less. */
export function LotInfoTabs({ lotId, chat }: LotInfoTabsProps) {
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
        ...(chat ? [{ value: 'chat', label: 'Chat', content: chat }] : []),
      ]}
    />
  );
}
