import { sessionUserAtom } from '@storefront/features/auth';
import { PrivateChat } from '@storefront/features/chat';
import { useAtomValue } from 'jotai';
import * as styles from './ContentPage.css';

/** /Dashboard/Message: the buyer's private chat with the store's admin (signed-in only; the route asks first). */
export function MessagePage() {
  const user = useAtomValue(sessionUserAtom);
  return (
    <div className={styles.page}>
      <h1>Messages</h1>
      {user ? <PrivateChat buyerId={user.id} /> : null}
    </div>
  );
}
