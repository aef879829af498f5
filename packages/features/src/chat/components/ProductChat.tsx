import { Button, EmptyState } from '@storefront/ui';
import { useChatAdmin } from '../api/useChatAdmin';
import { PRODUCT_CHAT_TYPE, useProductMessages } from '../api/useProductMessages';
import { useSendProductMessage } from '../api/useSendProductMessage';
import { ChatPanel } from './ChatPanel';
import { ChatPlaceholder } from './ChatPlaceholder';
import * as styles from './chat.css';

export interface ProductChatProps {
  /** The lot the conversation is about. */
  lotId: number;
  /** The signed-in buyer's id; a visitor is asked to log in first. */
  buyerId: number | null;
  onLogin: () => void;
}

const TITLE = 'Ask about this lot';

/**
 * A lot page's chat with the store about that lot (product chat): the buyer's questions and the store's answers, which
 * arrive over the socket; a visitor is asked to log in to ask.
 */
export function ProductChat({ lotId, buyerId, onLogin }: ProductChatProps) {
  if (buyerId === null) {
    return (
      <section className={styles.panel} aria-label={TITLE}>
        <h2>{TITLE}</h2>
        <p>Log in to ask the store about this lot; its answers appear here.</p>
        <div>
          <Button onClick={onLogin}>Login to Ask</Button>
        </div>
      </section>
    );
  }
  return <BuyerProductChat lotId={lotId} buyerId={buyerId} />;
}

function BuyerProductChat({ lotId, buyerId }: { lotId: number; buyerId: number }) {
  const admin = useChatAdmin();
  const messages = useProductMessages(lotId);
  const send = useSendProductMessage();

  const error = admin.error ?? messages.error;
  if (error) return <p role="alert">{error.message}</p>;
  if (admin.isPending || messages.isPending) return <ChatPlaceholder />;
  if (!admin.data) return <EmptyState kind="messages" />;

  const recipient = admin.data;
  const adminName = `${recipient.first_name} ${recipient.last_name}`.trim();
  return (
    <ChatPanel
      title={TITLE}
      buyerId={buyerId}
      otherName={adminName}
      messages={messages.data?.data ?? []}
      zone="lotPage"
      sending={send.isPending}
      onSend={(message) =>
        send
          .mutateAsync({
            body: {
              from_id: buyerId,
              to_id: recipient.id,
              pro_id: lotId,
              to_email: recipient.email ?? '',
              message,
              type: PRODUCT_CHAT_TYPE,
            },
          })
          .then(
            () => true,
            () => false,
          )
      }
    />
  );
}
