import { bankSchema, keepDigits, type BankForm as BankFormValues } from '@storefront/domain';
import { Button, RadioGroup, sprinkles, TextField, useCheckedForm } from '@storefront/ui';
import type { NewBank } from '../api/useAddBank';
import * as styles from './payments.css';

export interface BankFormProps {
  saving: boolean;
  onSave: (bank: NewBank) => void;
  onCancel?: () => void;
}

const empty: BankFormValues = { holdername: '', account_holder_type: 'individual', rounting_no: '', account_no: '' };

/** Add a bank (spec 000 §5): holder name, holder type, routing number of at least 9 digits, account number. */
export function BankForm({ saving, onSave, onCancel }: BankFormProps) {
  const { values, errors, set, field, submit } = useCheckedForm(bankSchema, empty);

  const save = submit(({ holdername, account_holder_type, rounting_no, account_no }) =>
    onSave({ holdername, holdertype: account_holder_type, rounting_no, account_no }),
  );

  return (
    <form className={styles.form} noValidate onSubmit={save} aria-label="Add bank">
      <TextField label="Account Holder Name" required autoComplete="name" {...field('holdername')} />
      <RadioGroup.Root
        label="Account Holder Type"
        required
        orientation="horizontal"
        value={values.account_holder_type}
        // The group offers only the schema's two types.
        onValueChange={(type) => set({ account_holder_type: type as BankFormValues['account_holder_type'] })}
        error={errors['account_holder_type']}
      >
        <RadioGroup.Item value="individual">Individual</RadioGroup.Item>
        <RadioGroup.Item value="company">Company</RadioGroup.Item>
      </RadioGroup.Root>
      <div className={styles.row}>
        <TextField
          label="Routing Number"
          required
          inputMode="numeric"
          {...field('rounting_no', (text) => keepDigits(text))}
        />
        <TextField
          label="Account Number"
          required
          inputMode="numeric"
          {...field('account_no', (text) => keepDigits(text))}
        />
      </div>
      <div className={sprinkles({ display: 'flex', gap: 'small' })}>
        <Button type="submit" loading={saving}>
          Add Bank
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
