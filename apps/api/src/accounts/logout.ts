import { LOGGED_OUT } from '@storefront/domain';
import type { OperationHandler } from '../http/operationTypes';
import { signedIn } from './signedIn';

/**
 * Sign-out: the token's session is ended on the server (refused by every call and socket from now on) and its open
 * sockets are disconnected; the buyer's other sessions go on. Ended sessions are forgotten once their tokens expire.
 */
export const logout: OperationHandler<'logout'> = async (input, { db, clock, realtime }) => {
  const { id, session } = signedIn(input);
  await db
    .insertInto('ended_sessions')
    .values({ session_id: session.id, user_id: id, expires_at: session.expiresAt })
    .onConflict((conflict) => conflict.column('session_id').doNothing())
    .execute();
  await db.deleteFrom('ended_sessions').where('expires_at', '<', clock()).execute();
  realtime.disconnectSession(session.id);
  return { status: 'yes', message: LOGGED_OUT };
};
