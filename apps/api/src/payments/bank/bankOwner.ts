import { signedIn } from '../../accounts/signedIn';
import type { Caller } from '../../http/operationTypes';

export const NOT_YOUR_BANK = 'These bank details are not yours.';

/** The caller, when the user_id of the body is theirs; a buyer reaches their own banks only. */
export function bankOwner(input: { body: { user_id: number }; caller: Caller | null }): Caller | null {
  const caller = signedIn(input);
  return input.body.user_id === caller.id ? caller : null;
}

export const refusal = (message: string) => ({ status: 'no' as const, data: { message } });
export const done = (message: string) => ({ status: 'yes' as const, data: { message } });
