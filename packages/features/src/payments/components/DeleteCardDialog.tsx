import { Button, Dialog } from '@storefront/ui';

export interface DeleteCardDialogProps {
  /** The card to delete, as the list names it; null when the dialog is closed. */
  cardLabel: string | null;
  deleting: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a saved card is deleted. */
export function DeleteCardDialog({ cardLabel, deleting, onConfirm, onClose }: DeleteCardDialogProps) {
  return (
    <Dialog.Root open={cardLabel !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Content
        role="alertdialog"
        title="Delete Card"
        description={`Do you want to delete ${cardLabel ?? 'this card'}?`}
        actions={
          <>
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button variant="critical" loading={deleting} onClick={onConfirm}>
              Delete
            </Button>
          </>
        }
      />
    </Dialog.Root>
  );
}
