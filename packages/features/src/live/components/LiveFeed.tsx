import { formatTime } from '@storefront/domain';
import { useEffect, useRef } from 'react';
import { useLiveMessages } from '../api/useLiveMessages';
import * as styles from './live.css';

/** The auctioneer's messages so far, newest at the bottom; new ones arrive through the transport. */
export function LiveFeed({ auctionId }: { auctionId: number }) {
  const messages = useLiveMessages(auctionId);
  const list = useRef<HTMLOListElement>(null);
  const count = messages.data?.data.length ?? 0;
  useEffect(() => {
    list.current?.scrollTo({ top: list.current.scrollHeight });
  }, [count]);

  return (
    <section aria-labelledby="live-feed-title" className={styles.column}>
      <h2 id="live-feed-title">Live Messages</h2>
      {messages.isError ? (
        <p role="alert">{messages.error.message}</p>
      ) : !messages.data ? (
        <p role="status">Loading messages…</p>
      ) : count === 0 ? (
        <p>No Message Found</p>
      ) : (
        <ol ref={list} className={styles.feed} aria-label="Live messages" tabIndex={0}>
          {messages.data.data.map((message, index) => (
            <li
              key={`${message.date_sent}-${index}`}
              className={message.type === 'seller' ? styles.sellerMessage : undefined}
            >
              <time dateTime={message.date_sent}>{formatTime(Date.parse(message.date_sent), 'lotPage')}</time>{' '}
              {message.message}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
