import type { Mailer, Notice } from '../mail/mailer';

type SendNotices = (notices: Notice[]) => Promise<void>;

const senders = new WeakMap<Mailer, SendNotices>();

/**
 * A buyer's notices of one kind about one lot page in one batch are one notice, the last: bids decided in the same
 * instant would otherwise mail a buyer "outbid" once per bid of a storm, and the last confirmation carries the
 * latest amount.
 */
function latestPerBuyerAndLot(notices: readonly Notice[]): Notice[] {
  const latest = new Map<string, Notice>();
  for (const notice of notices) {
    const key = `${notice.userId} ${notice.kind} ${notice.link}`;
    latest.delete(key);
    latest.set(key, notice);
  }
  return [...latest.values()];
}

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
          mailer.notifyAll(latestPerBuyerAndLot(batch)).then(() => resolve(), reject);
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
