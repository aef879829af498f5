import type { SessionUser } from '@storefront/api-client';
import { sessionUserAtom } from '@storefront/features/auth';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { DeskNav } from './DeskNav';
import * as styles from './DeskPage.css';

export interface DeskPageProps {
  title: string;
  /** The page's content for the signed-in buyer. */
  children: (user: SessionUser) => ReactNode;
}

/** One of the buyer's own pages: the desk's menu beside the page (signed-in only; its route asks first). */
export function DeskPage({ title, children }: DeskPageProps) {
  const user = useAtomValue(sessionUserAtom);
  if (!user) return null;
  return (
    <div className={styles.page}>
      <DeskNav />
      <div className={styles.main}>
        <h1>{title}</h1>
        {children(user)}
      </div>
    </div>
  );
}
