import { PrivateChat } from '@storefront/features/chat';
import { DeskPage } from './DeskPage';

/** /Dashboard/Message: the buyer's private chat with the store's admin (signed-in only; the route asks first). */
export function MessagePage() {
  return <DeskPage title="Messages">{(user) => <PrivateChat buyerId={user.id} />}</DeskPage>;
}
