import type { ComponentType, ReactNode } from 'react';
import { EmptyStateIcons } from './EmptyStateIcons';
import * as styles from './EmptyState.css';

/** The spec's empty-list messages, word for word. */
export const EMPTY_MESSAGES = {
  products: 'No Products Found',
  auctions: 'No Auction Found',
  bids: 'No Bids Found',
  data: 'No Data Found',
  messages: 'No Message Found',
  reviews: 'No Reviews Found',
  favorites: 'No Favorites found',
} as const;

export type EmptyStateKind = keyof typeof EMPTY_MESSAGES;

const kindIcons: Record<EmptyStateKind, ComponentType> = {
  products: EmptyStateIcons.Coins,
  auctions: EmptyStateIcons.Gavel,
  bids: EmptyStateIcons.Gavel,
  data: EmptyStateIcons.Tray,
  messages: EmptyStateIcons.Chat,
  reviews: EmptyStateIcons.Star,
  favorites: EmptyStateIcons.Heart,
};

export interface EmptyStateProps extends styles.EmptyStateVariants {
  /** Which list is empty: picks the spec's message and a matching picture. */
  kind?: EmptyStateKind | undefined;
  /** The message; by default the spec's message for `kind`. */
  title?: ReactNode;
  /** A sentence under the message, e.g. what to try next. */
  description?: ReactNode;
  /** A decorative picture (see `EmptyStateIcons`); `null` shows none. By default the picture for `kind`. */
  icon?: ReactNode;
  /** A button or link, e.g. 'Clear all' or 'View Auctions'. */
  action?: ReactNode;
  /** Renders the message as a heading of this level; a paragraph otherwise. */
  headingLevel?: 2 | 3 | 4 | undefined;
}

/**
 * What a list, table or page shows when it has nothing: the message, an optional picture,
 * a description and an action. It is a status region, so a list that empties after a
 * filter change is announced.
 */
export function EmptyState({ kind, title, description, icon, action, headingLevel, size = 'page' }: EmptyStateProps) {
  const KindIcon = kind ? kindIcons[kind] : undefined;
  const picture = icon === undefined ? KindIcon ? <KindIcon /> : null : icon;
  const message = title ?? (kind ? EMPTY_MESSAGES[kind] : EMPTY_MESSAGES.data);
  const Title = headingLevel ? (`h${headingLevel}` as const) : 'p';

  return (
    <div role="status" className={styles.emptyState({ size })} data-kind={kind}>
      {picture ? (
        <span className={styles.icon({ size })} aria-hidden="true">
          {picture}
        </span>
      ) : null}
      <Title className={styles.title({ size })}>{message}</Title>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.actions}>{action}</div> : null}
    </div>
  );
}
