import { formatLotDate } from '@storefront/domain';
import { Button, EmptyState, Skeleton, TextArea } from '@storefront/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useChatAdmin } from '../api/useChatAdmin';
import { useChatHistory } from '../api/useChatHistory';
import { useSendChatMessage } from '../api/useSendChatMessage';
import * as styles from './chat.css';

export interface PrivateChatProps {
  /** The signed-in buyer's id: their own messages are on the right. */
  buyerId: number;
}

/**
 * The buyer's private chat with the store's admin (the first sub-admin): the history, new messages as they arrive
 * over the socket, and a box to write. Messages are text: whatever they hold is shown, never run as HTML.
 */
export function PrivateChat({ buyerId }: PrivateChatProps) {
  const admin = useChatAdmin();
  const adminId = admin.data?.id;
  const history = useChatHistory(adminId);
  const [draft, setDraft] = useState('');
  const send = useSendChatMessage({ onSent: () => setDraft('') });
  const end = useRef<HTMLLIElement>(null);
  const count = history.data?.data.length ?? 0;

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [count]);

  const error = admin.error ?? history.error;
  if (error) return <p role="alert">{error.message}</p>;
  if (admin.isPending || (adminId !== undefined && history.isPending)) {
    return (
      <Skeleton.Root label="Loading messages">
        <Skeleton.Stack>
          <Skeleton.Line width="30%" size="large" />
          <Skeleton.Block height="16rem" />
        </Skeleton.Stack>
      </Skeleton.Root>
    );
  }
  if (!admin.data) return <EmptyState kind="messages" />;

  const adminName = `${admin.data.first_name} ${admin.data.last_name}`.trim();
  const messages = history.data?.data ?? [];

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const message = draft.trim();
    if (message === '' || adminId === undefined) return;
    send.mutate({ from_id: buyerId, to_id: adminId, message });
  };

  return (
    <section className={styles.panel} aria-label={`Chat with ${adminName}`}>
      <h2>Chat with {adminName}</h2>
      {messages.length === 0 ? (
        <EmptyState kind="messages" />
      ) : (
        <ol className={styles.messages} aria-label="Messages" aria-live="polite">
          {messages.map((message, position) => {
            const mine = message.from_id === buyerId;
            return (
              <li key={`${message.date_sent}-${position}`} className={styles.message} data-mine={mine || undefined}>
                <span className={styles.meta}>
                  {mine ? 'You' : (message.from_user ?? adminName)} ·{' '}
                  <time dateTime={message.date_sent}>{formatLotDate(Date.parse(message.date_sent))}</time>
                </span>
                <span>{message.message}</span>
              </li>
            );
          })}
          <li ref={end} aria-hidden="true" />
        </ol>
      )}
      <form className={styles.composer} onSubmit={submit} aria-label="Send a message">
        <TextArea label="Message" rows={2} value={draft} onValueChange={setDraft} required />
        <Button type="submit" loading={send.isPending} disabled={draft.trim() === ''}>
          Send
        </Button>
      </form>
    </section>
  );
}
