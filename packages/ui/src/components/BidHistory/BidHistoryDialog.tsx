import type { ReactElement } from 'react';
import { Dialog } from '../Dialog';
import { BidHistory, type BidHistoryProps } from './BidHistory';

export interface BidHistoryDialogProps extends BidHistoryProps {
  /** The control that opens it, usually the bid count; focus returns there on close. */
  trigger: ReactElement;
  /** Shown under the title, e.g. '1 oz American Gold Eagle 2024 BU'. */
  lotTitle?: string | undefined;
  open?: boolean | undefined;
  defaultOpen?: boolean | undefined;
  onOpenChange?: ((open: boolean) => void) | undefined;
}

/** The Bid History modal: the panel in the library's Dialog. */
export function BidHistoryDialog({
  trigger,
  lotTitle,
  open,
  defaultOpen,
  onOpenChange,
  ...panel
}: BidHistoryDialogProps) {
  return (
    <Dialog.Root
      {...(open === undefined ? {} : { open })}
      {...(defaultOpen === undefined ? {} : { defaultOpen })}
      {...(onOpenChange === undefined ? {} : { onOpenChange })}
    >
      <Dialog.Trigger>{trigger}</Dialog.Trigger>
      <Dialog.Content title="Bid History" description={lotTitle}>
        <BidHistory {...panel} />
      </Dialog.Content>
    </Dialog.Root>
  );
}
BidHistoryDialog.displayName = 'BidHistoryDialog';
