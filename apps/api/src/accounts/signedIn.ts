import { unauthorized } from '../http/errors';
import type { Caller } from '../http/operationTypes';

/** The caller of a call that requires the token (the registrar has already refused anyone else). */
export function signedIn(input: { caller: Caller | null }): Caller {
  if (!input.caller) throw unauthorized();
  return input.caller;
}
