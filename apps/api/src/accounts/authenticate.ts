import { batchedReads } from '../db/batchedReads';
import type { Caller } from '../http/operationTypes';
import type { Services } from '../services';

/**
 * The buyer a login token belongs to, if it is valid, the account active, no reset or password change has ended its
 * sessions (token version) and its own session was not signed out.
 */
export function authenticator({ db, tokens }: Pick<Services, 'db' | 'tokens'>) {
  // Calls arriving together are checked with one read of their users and one of their sessions (a bid storm sends
  // hundreds at once).
  const userOf = batchedReads(async (ids: number[]) => {
    const users = await db
      .selectFrom('users')
      .select(['id', 'email', 'status', 'token_version'])
      .where('id', 'in', ids)
      .execute();
    return new Map(users.map((user) => [user.id, user]));
  });
  const endedSession = batchedReads(async (sessionIds: string[]) => {
    const ended = await db
      .selectFrom('ended_sessions')
      .select('session_id')
      .where('session_id', 'in', sessionIds)
      .execute();
    return new Map(ended.map((row) => [row.session_id, true]));
  });
  return async (token: string): Promise<Caller | null> => {
    const claims = await tokens.readSession(token);
    if (!claims) return null;
    const [user, ended] = await Promise.all([userOf(claims.userId), endedSession(claims.sessionId)]);
    if (ended || !user || user.status !== 'active' || user.token_version !== claims.version) return null;
    return { id: user.id, email: user.email, session: { id: claims.sessionId, expiresAt: claims.expiresAt } };
  };
}
