import { batchedReads } from '../db/batchedReads';
import type { Caller } from '../http/operationTypes';
import type { Services } from '../services';

/** The buyer a login token belongs to, if it is valid, the account active and no reset has ended its sessions. */
export function authenticator({ db, tokens }: Pick<Services, 'db' | 'tokens'>) {
  // Calls arriving together are checked with one read of their users (a bid storm sends hundreds at once).
  const userOf = batchedReads(async (ids: number[]) => {
    const users = await db
      .selectFrom('users')
      .select(['id', 'email', 'status', 'token_version'])
      .where('id', 'in', ids)
      .execute();
    return new Map(users.map((user) => [user.id, user]));
  });
  return async (token: string): Promise<Caller | null> => {
    const claims = await tokens.readSession(token);
    if (!claims) return null;
    const user = await userOf(claims.userId);
    if (!user || user.status !== 'active' || user.token_version !== claims.version) return null;
    return { id: user.id, email: user.email };
  };
}
