import { verifyBankSchema, type VerifyBankForm } from '@storefront/domain';
import { Button, Dialog, TextField, useCheckedForm } from '@storefront/ui';
import type { MicroDeposits } from '../api/useVerifyBank';
import * as styles from './payments.css';

export interface VerifyBankDialogProps {
  /** The bank to verify; null when the dialog is closed. */
  bank: { id: string; bank_name: string } | null;
  verifying: boolean;
  onVerify: (deposits: MicroDeposits) => void;
  onClose: () => void;
}

const empty: VerifyBankForm = { payAmount1: '', payAmount2: '' };

/** The two micro-deposit amounts of a new bank; '0.32' and '32' both mean 32 cents. */
export function VerifyBankDialog({ bank, verifying, onVerify, onClose }: VerifyBankDialogProps) {
  const { field, submit, reset } = useCheckedForm(verifyBankSchema, empty);

  const verify = submit((amounts) => {
    if (bank) onVerify({ bank_id: bank.id, ...amounts });
  });

  const close = () => {
    reset();
    onClose();
  };

  return (
    <Dialog.Root open={bank !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <Dialog.Content
        title="Verify Bank"
        description={`Enter the two small deposits sent to ${bank?.bank_name ?? 'your account'}.`}
      >
        <form className={styles.form} noValidate onSubmit={verify} aria-label="Verify bank">
          <div className={styles.row}>
            <TextField label="Amount 1" required inputMode="decimal" {...field('payAmount1')} />
            <TextField label="Amount 2" required inputMode="decimal" {...field('payAmount2')} />
          </div>
          <Button type="submit" loading={verifying}>
            Verify
          </Button>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
