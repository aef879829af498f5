import type { ChatMessage } from '@storefront/api-client';
import { formatTime, type ShownZone } from '@storefront/domain';
import { Button, EmptyState, TextArea } from '@storefront/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import * as styles from './chat.css';

export interface ChatPanelProps {
  title: string;
  /** The signed-in buyer's id: their own messages are on the right. */
  buyerId: number;
  /** Who the other messages are from when a message does not say. */
  otherName: string;
  messages: readonly ChatMessage[];
  /** The zone its times are shown in: New York on a lot page, the buyer's own elsewhere. */
  zone: Extract<ShownZone, 'lotPage' | 'buyer'>;
  sending: boolean;
  /** Sends the text; resolves true once sent, so the box empties. */
  onSend: (message: string) => Promise<boolean>;
}

/** A conversation with the store's staff: messages as text (never HTML), 'No Message Found' when empty, a box to write. */
export function ChatPanel({ title, buyerId, otherName, messages, zone, sending, onSend }: ChatPanelProps) {
  const [draft, setDraft] = useState('');
  const end = useRef<HTMLLIElement>(null);

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [messages.length]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const message = draft.trim();
    if (message === '') return;
    if (await onSend(message)) setDraft('');
  };

  return (
    <section className={styles.panel} aria-label={title}>
      <h2>{title}</h2>
      {messages.length === 0 ? (
        <EmptyState kind="messages" />
      ) : (
        <ol className={styles.messages} aria-label="Messages" aria-live="polite">
          {messages.map((message, position) => {
            // Buyers' and staff ids collide: the side that wrote it says whose it is, where the message carries it.
            const mine = message.sender ? message.sender === 'buyer' : message.from_id === buyerId;
            return (
              <li key={`${message.date_sent}-${position}`} className={styles.message} data-mine={mine || undefined}>
                <span className={styles.meta}>
                  {mine ? 'You' : (message.from_user ?? otherName)} ·{' '}
                  <time dateTime={message.date_sent}>{formatTime(Date.parse(message.date_sent), zone)}</time>
                </span>
                <span>{message.message}</span>
              </li>
            );
          })}
          <li ref={end} aria-hidden="true" />
        </ol>
      )}
      <form className={styles.composer} onSubmit={(event) => void submit(event)} aria-label="Send a message">
        <TextArea label="Message" rows={2} value={draft} onValueChange={setDraft} required />
        <Button type="submit" loading={sending} disabled={draft.trim() === ''}>
          Send
        </Button>
      </form>
    </section>
  );
}
