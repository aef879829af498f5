import type { Mailer, Notice } from '../mail/mailer';

type SendNotices = (notices: Notice[]) => Promise<void>;

const senders = new WeakMap<Mailer, SendNotices>();

/**
 * The notices of bids answered during the same turn of the event loop, sent together (one read of their recipients,
 * one write to the outbox): a group of bids committed at once would otherwise cost two queries per notice.
 */
export function bidNoticesOf(mailer: Mailer): SendNotices {
  let sender = senders.get(mailer);
  if (sender) return sender;
  let waiting: { notices: Notice[]; sent: Promise<void> } | null = null;
  sender = (notices) => {
    if (notices.length === 0) return Promise.resolve();
    if (!waiting) {
      const batch: Notice[] = [];
      const sent = new Promise<void>((resolve, reject) =>
        setImmediate(() => {
          waiting = null;
          mailer.notifyAll(batch).then(() => resolve(), reject);
        }),
      );
      waiting = { notices: batch, sent };
    }
    waiting.notices.push(...notices);
    return waiting.sent;
  };
  senders.set(mailer, sender);
  return sender;
}
