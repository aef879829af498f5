import type { MouseEvent, ReactNode } from 'react';
import { Link } from '../LinkProvider';
import * as styles from './Pagination.css';

export interface PageControlProps {
  /** The page this control goes to. */
  page: number;
  'aria-label': string;
  children: ReactNode;
  kind: 'page' | 'step';
  current?: boolean;
  disabled?: boolean;
  /** With an address the control is a link through the `LinkProvider`'s component, otherwise a button. */
  href: string | undefined;
  onSelect: (page: number) => void;
}

const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/** One page number or previous/next step, as a link when pages have addresses. */
export function PageControl({
  page,
  'aria-label': label,
  children,
  kind,
  current = false,
  disabled = false,
  href,
  onSelect,
}: PageControlProps) {
  const common = {
    className: styles.control({ kind }),
    'aria-label': label,
    'aria-current': current ? ('page' as const) : undefined,
    'data-state': current ? 'current' : 'idle',
  };

  if (href !== undefined && !disabled) {
    return (
      <Link
        {...common}
        href={href}
        onClick={(event) => {
          if (!current && !opensElsewhere(event)) onSelect(page);
        }}
      >
        {children}
      </Link>
    );
  }

  return (
    <button {...common} type="button" disabled={disabled} onClick={() => (current ? undefined : onSelect(page))}>
      {children}
    </button>
  );
}
