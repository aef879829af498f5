import { Button, Dialog } from '@storefront/ui';
import { roomEndingTexts, type RoomEnding } from '../api/useRoomEnding';

/** 'This Auction Has Been Closed.' or 'This Auction Has Been Ended By Seller Now.'; OK goes home. */
export function RoomEndedDialog({ ending, onConfirm }: { ending: RoomEnding; onConfirm: () => void }) {
  return (
    <Dialog.Root open={ending !== null} onOpenChange={(open) => (open ? undefined : onConfirm())}>
      <Dialog.Content
        role="alertdialog"
        title={ending ? roomEndingTexts[ending] : ''}
        description="Thank you for bidding with us."
        actions={
          <Button variant="accent" onClick={onConfirm}>
            OK
          </Button>
        }
      />
    </Dialog.Root>
  );
}
