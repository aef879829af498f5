import { TOO_MANY_REQUESTS, withinAddressLimit } from '../http/addressLimit';
import type { OperationHandler } from '../http/operationTypes';
import { findUserByEmail } from './users';

export const EMAIL_TAKEN = 'This e-mail address is already registered. Please sign in or use another one.';

/** Signup step 1: is the e-mail still free? Limited per address, so nobody can list the store's buyers with it. */
export const checkEmailExistance: OperationHandler<'checkEmailExistance'> = async (input, { db, clock }) => {
  const { address, clientAddress } = input;
  if (!(await withinAddressLimit(db, { kind: 'emailCheck', address, clientAddress, now: clock() }))) {
    return { status: 'no', message: TOO_MANY_REQUESTS };
  }
  return (await findUserByEmail(db, input.body.email))
    ? { status: 'no', message: EMAIL_TAKEN }
    : { status: 'yes', message: 'This e-mail address is free.' };
};
