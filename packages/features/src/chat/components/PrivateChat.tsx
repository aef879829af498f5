import { EmptyState } from '@storefront/ui';
import { useChatAdmin } from '../api/useChatAdmin';
import { useChatHistory } from '../api/useChatHistory';
import { useSendChatMessage } from '../api/useSendChatMessage';
import { ChatPanel } from './ChatPanel';
import { ChatPlaceholder } from './ChatPlaceholder';

export interface PrivateChatProps {
  /** The signed-in buyer's id: their own messages are on the right. */
  buyerId: number;
}

/**
 * The buyer's private chat with the store's admin (the first sub-admin): the history, new messages as they arrive
 * over the socket, and a box to write, sent over the socket (insertMessages).
 */
export function PrivateChat({ buyerId }: PrivateChatProps) {
  const admin = useChatAdmin();
  const adminId = admin.data?.id;
  const history = useChatHistory(adminId);
  const send = useSendChatMessage();

  const error = admin.error ?? history.error;
  if (error) return <p role="alert">{error.message}</p>;
  if (admin.isPending || (adminId !== undefined && history.isPending)) return <ChatPlaceholder />;
  if (!admin.data) return <EmptyState kind="messages" />;

  const adminName = `${admin.data.first_name} ${admin.data.last_name}`.trim();
  const to_id = admin.data.id;
  return (
    <ChatPanel
      title={`Chat with ${adminName}`}
      buyerId={buyerId}
      otherName={adminName}
      messages={history.data?.data ?? []}
      zone="buyer"
      sending={send.isPending}
      onSend={(message) =>
        send.mutateAsync({ from_id: buyerId, to_id, message }).then(
          () => true,
          () => false,
        )
      }
    />
  );
}
