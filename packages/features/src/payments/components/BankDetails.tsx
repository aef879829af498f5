import { Button, EmptyState, Skeleton, useRevealedFormFocus } from '@storefront/ui';
import { useState } from 'react';
import type { BankOwner } from '../api/bankOwner';
import { useAddBank } from '../api/useAddBank';
import { useBanks } from '../api/useBanks';
import { useVerifyBank } from '../api/useVerifyBank';
import { BankForm } from './BankForm';
import * as styles from './payments.css';
import { VerifyBankDialog } from './VerifyBankDialog';

export interface BankDetailsProps {
  owner: BankOwner;
}

/**
 * The buyer's bank accounts (spec 000 §2): the list with each status, add a bank, and VERIFY on a new one with its
 * two micro-deposits. Only verified banks pay at checkout.
 */
export function BankDetails({ owner }: BankDetailsProps) {
  const banks = useBanks(owner);
  const [adding, setAdding] = useState(false);
  const { formRef, openerRef } = useRevealedFormFocus(adding);
  const [verifyingId, setVerifyingId] = useState<string | null>(null);
  const add = useAddBank(owner, () => setAdding(false));
  const verify = useVerifyBank(owner, () => setVerifyingId(null));

  const verifying = banks.data?.find((bank) => bank.id === verifyingId) ?? null;

  return (
    <section className={styles.section} aria-labelledby="banks-heading">
      <div className={styles.header}>
        <h2 id="banks-heading" className={styles.heading}>
          Bank Details
        </h2>
        {adding ? null : (
          <Button ref={openerRef} onClick={() => setAdding(true)}>
            Add Bank
          </Button>
        )}
      </div>
      {adding ? (
        <div ref={formRef}>
          <BankForm saving={add.isPending} onSave={(bank) => add.mutate(bank)} onCancel={() => setAdding(false)} />
        </div>
      ) : null}
      {banks.error ? (
        <p role="alert">{banks.error.message}</p>
      ) : banks.isPending ? (
        <Skeleton.Root label="Loading banks">
          <Skeleton.Block height="8rem" />
        </Skeleton.Root>
      ) : !banks.data || banks.data.length === 0 ? (
        <EmptyState kind="data" size="inline" />
      ) : (
        <ul className={styles.list}>
          {banks.data.map((bank) => (
            <li key={bank.id} className={styles.item} aria-label={bank.bank_name}>
              <p className={styles.itemTitle}>{bank.bank_name}</p>
              <p className={styles.muted}>{bank.account_holder_name}</p>
              <div className={styles.actions}>
                <span className={styles.status} data-status={bank.status}>
                  {bank.status === 'verified' ? 'Verified' : 'New'}
                </span>
                {bank.status === 'new' ? (
                  <Button size="small" onClick={() => setVerifyingId(bank.id)}>
                    VERIFY
                  </Button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      <VerifyBankDialog
        bank={verifying}
        verifying={verify.isPending}
        onVerify={(deposits) => verify.mutate(deposits)}
        onClose={() => setVerifyingId(null)}
      />
    </section>
  );
}
