import { EmptyState } from '@storefront/ui';
import { useChatAdmin } from '../api/useChatAdmin';
import { PRODUCT_CHAT_TYPE, useProductMessages } from '../api/useProductMessages';
import { useSendProductMessage } from '../api/useSendProductMessage';
import { ChatPanel } from './ChatPanel';
import { ChatPlaceholder } from './ChatPlaceholder';

export interface ProductChatProps {
  /** The lot the conversation is about. */
  lotId: number;
  /** The signed-in buyer's id. */
  buyerId: number;
}

/** A lot page's chat with the store's admin about that lot (product chat), for signed-in buyers. */
export function ProductChat({ lotId, buyerId }: ProductChatProps) {
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
      title="Ask about this lot"
      buyerId={buyerId}
      otherName={adminName}
      messages={messages.data?.data ?? []}
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
