import type { OperationHandler } from '../http/operationTypes';
import { findUserByEmail } from './users';

export const EMAIL_TAKEN = 'This e-mail address is already registered. Please sign in or use another one.';

/** Signup step 1: is the e-mail still free? */
export const checkEmailExistance: OperationHandler<'checkEmailExistance'> = async ({ body }, { db }) =>
  (await findUserByEmail(db, body.email))
    ? { status: 'no', message: EMAIL_TAKEN }
    : { status: 'yes', message: 'This e-mail address is free.' };
