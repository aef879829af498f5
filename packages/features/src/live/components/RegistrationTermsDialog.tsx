import { Button, Dialog, Link } from '@storefront/ui';

export interface RegistrationTermsDialogProps {
  /** The auction's terms note (store_comment_three). */
  terms: string | undefined;
}

/** The Terms & Conditions modal of live registration: the auction's terms, and the store's full terms one link away. */
export function RegistrationTermsDialog({ terms }: RegistrationTermsDialogProps) {
  return (
    <Dialog.Root>
      <Dialog.Trigger>
        <Button variant="ghost" size="small">
          Terms & Conditions
        </Button>
      </Dialog.Trigger>
      <Dialog.Content title="Terms and Conditions" description="Bidding in this live auction">
        <p>{terms?.trim() ? terms : 'Bids are binding. Won lots are paid within seven days of the auction.'}</p>
        <Link href="/TermsandConditions">Read the store's Terms and Conditions</Link>
      </Dialog.Content>
    </Dialog.Root>
  );
}
