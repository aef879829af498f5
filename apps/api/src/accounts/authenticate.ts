import type { Caller } from '../http/operationTypes';
import type { Services } from '../services';

/** The buyer a login token belongs to, if it is valid, the account active and no reset has ended its sessions. */
export function authenticator({ db, tokens }: Pick<Services, 'db' | 'tokens'>) {
  return async (token: string): Promise<Caller | null> => {
    const claims = await tokens.readSession(token);
    if (!claims) return null;
    const user = await db
      .selectFrom('users')
      .select(['id', 'email', 'status', 'token_version'])
      .where('id', '=', claims.userId)
      .executeTakeFirst();
    if (!user || user.status !== 'active' || user.token_version !== claims.version) return null;
    return { id: user.id, email: user.email };
  };
}
