import type { components } from '@storefront/api-client';
import { SIGNED_IN, WRONG_CREDENTIALS } from '@storefront/domain';
import type { Answer, OperationHandler } from '../http/operationTypes';
import type { Services } from '../services';
import { passwordCheckDecoy, passwordMatches } from './passwords';
import { recordSignIn, signInAllowed, TOO_MANY_ATTEMPTS } from './signInLimits';
import { findUserById, findUserByEmail, normalizeEmail, sessionUserOf, type UserRow } from './users';
import { spendLink } from './usedLinks';

type LoginRequest = components['schemas']['LoginRequest'];
type AutoLogin = components['schemas']['AutoLogin'];
type PasswordLogin = components['schemas']['PasswordLogin'];

export const NOT_ACTIVATED = 'Please activate your account first: open the link we e-mailed you.';
export const BAD_AUTOLOGIN_LINK = 'This sign-in link is invalid or has expired. Please sign in with your password.';

const isAutoLogin = (body: LoginRequest): body is AutoLogin => 'autologin' in body;

/**
 * Sign-in with e-mail and password, or through an autologin link. Failures hold back the address they came from, for
 * that account and (past a higher count) for all; never the account's owner elsewhere.
 */
export const login: OperationHandler<'login'> = async ({ body, address, clientAddress }, services) =>
  isAutoLogin(body)
    ? autologin(body, { address, clientAddress }, services)
    : passwordLogin(body, { address, clientAddress }, services);

interface From {
  address: string;
  clientAddress: boolean;
}

async function passwordLogin(body: PasswordLogin, from: From, services: Services): Promise<Answer<'login'>> {
  const { db, clock } = services;
  const email = normalizeEmail(body.username);
  const now = clock();
  const { address } = from;
  if (!(await signInAllowed(db, { email, ...from, now }))) return { status: 'no', message: TOO_MANY_ATTEMPTS };

  const user = await findUserByEmail(db, email);
  const matches = user
    ? await passwordMatches(body.password, user.password_hash)
    : await passwordCheckDecoy(body.password);
  await recordSignIn(db, { email, address, now, succeeded: matches });
  if (!user || !matches) return { status: 'no', message: WRONG_CREDENTIALS };
  return signIn(user, services);
}

/** The link's login_email is a signed, expiring, single-use token (never a bare e-mail address), so encrypt must be 1. */
async function autologin(body: AutoLogin, from: From, services: Services): Promise<Answer<'login'>> {
  const { db, clock, tokens } = services;
  const now = clock();
  const { address } = from;
  if (!(await signInAllowed(db, { email: null, ...from, now }))) return { status: 'no', message: TOO_MANY_ATTEMPTS };

  const claims = body.encrypt === 1 ? await tokens.readAutologin(body.username) : null;
  const user = claims ? await findUserById(db, claims.userId) : undefined;
  const valid =
    claims !== null &&
    user !== undefined &&
    user.token_version === claims.version &&
    (await spendLink(db, claims, now));
  await recordSignIn(db, { email: valid ? user.email : null, address, now, succeeded: valid });
  if (!valid) return { status: 'no', message: BAD_AUTOLOGIN_LINK };
  return signIn(user, services);
}

async function signIn(user: UserRow, { tokens }: Services): Promise<Answer<'login'>> {
  if (user.status !== 'active') return { status: 'no', message: NOT_ACTIVATED };
  return {
    status: 'yes',
    message: SIGNED_IN,
    data: await tokens.session(sessionUserOf(user), user.token_version),
  };
}
