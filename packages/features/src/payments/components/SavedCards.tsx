import { Button, EmptyState, Skeleton, useRevealedFormFocus } from '@storefront/ui';
import { useState } from 'react';
import type { CardProviderAccount } from '@storefront/api-client';
import { useAddCard } from '../api/useAddCard';
import { useDeleteCard } from '../api/useDeleteCard';
import { useSavedCards } from '../api/useSavedCards';
import { useSelectCard } from '../api/useSelectCard';
import { useSelectedCardId } from '../api/useSelectedCardId';
import { CardForm, type CardFormProps } from './CardForm';
import { DeleteCardDialog } from './DeleteCardDialog';
import * as styles from './payments.css';
import { cardLabel, SavedCardItem } from './SavedCardItem';

export interface SavedCardsProps {
  provider: CardProviderAccount;
  /** The buyer's customer id at the card provider (card_paymentid). */
  customerId: string;
  /** The buyer's own address, to start a new card's billing address from. */
  address?: CardFormProps['address'];
}

/**
 * The buyer's saved cards (spec 000 §2): the list read from the card provider, add a card (to the provider only),
 * select one as the default, delete one after a confirmation.
 */
export function SavedCards({ provider, customerId, address }: SavedCardsProps) {
  const cards = useSavedCards(provider, customerId);
  const [adding, setAdding] = useState(false);
  const { formRef, openerRef } = useRevealedFormFocus(adding);
  const savedSelection = useSelectedCardId();
  const [justSelectedId, setJustSelectedId] = useState<string | null>(null);
  const selectedId = justSelectedId ?? savedSelection;
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const add = useAddCard(provider, customerId, () => setAdding(false));
  const remove = useDeleteCard(provider, customerId, () => setDeletingId(null));
  const select = useSelectCard();

  const deleting = cards.data?.find((card) => card.id === deletingId) ?? null;

  return (
    <section className={styles.section} aria-labelledby="saved-cards-heading">
      <div className={styles.header}>
        <h2 id="saved-cards-heading" className={styles.heading}>
          Saved Cards
        </h2>
        {adding ? null : (
          <Button ref={openerRef} onClick={() => setAdding(true)}>
            Add Card
          </Button>
        )}
      </div>
      {adding ? (
        <div ref={formRef}>
          <CardForm
            address={address}
            saving={add.isPending}
            onSave={(card) => add.mutate(card)}
            onCancel={() => setAdding(false)}
          />
        </div>
      ) : null}
      {cards.error ? (
        <p role="alert">{cards.error.message}</p>
      ) : cards.isPending ? (
        <Skeleton.Root label="Loading cards">
          <Skeleton.Block height="8rem" />
        </Skeleton.Root>
      ) : cards.data.length === 0 ? (
        <EmptyState kind="data" size="inline" />
      ) : (
        <ul className={styles.list}>
          {cards.data.map((card) => (
            <SavedCardItem
              key={card.id}
              card={card}
              selected={card.id === selectedId}
              selecting={select.isPending && select.variables?.body.card_id === card.id}
              onSelect={() =>
                select.mutate({ body: { card_id: card.id } }, { onSuccess: () => setJustSelectedId(card.id) })
              }
              onDelete={() => setDeletingId(card.id)}
            />
          ))}
        </ul>
      )}
      <DeleteCardDialog
        cardLabel={deleting ? cardLabel(deleting) : null}
        deleting={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        onClose={() => setDeletingId(null)}
      />
    </section>
  );
}
