import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACTIVATED, ALREADY_ACTIVE, BAD_ACTIVATION_LINK } from '../src/accounts/activateUser';
import { BAD_RESET_LINK } from '../src/accounts/changePassword';
import { EMAIL_TAKEN } from '../src/accounts/checkEmailExistance';
import { SIGN_IN_LINK_SENT, WRONG_CREDENTIALS } from '@storefront/domain';
import { BAD_AUTOLOGIN_LINK, NOT_ACTIVATED } from '../src/accounts/login';
import { TOO_MANY_SIGN_IN_LINKS } from '../src/accounts/requestSignInLink';
import { ADDRESS_CALL_LIMITS, TOO_MANY_REQUESTS } from '../src/http/addressLimit';
import { ACCOUNT_FAILURE_LIMIT, ADDRESS_FAILURE_LIMIT, TOO_MANY_ATTEMPTS } from '../src/accounts/signInLimits';
import { createTokens } from '../src/accounts/tokens';
import { DATABASE_HOOK_TIMEOUT } from '../src/db/testDatabase';
import { decodeToken, lastLinkTo, loginTo, registeredBuyer, signupRecord } from './support/buyers';
import { JWT_SECRET, PUBLIC_URL, startTestServer, type TestServer } from './support/testServer';

/** scrypt on every signup and sign-in: seconds per test on a loaded machine. */
const SLOW = { timeout: 120_000 };

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ devPages: true });
}, DATABASE_HOOK_TIMEOUT);
afterAll(() => server?.close());
beforeEach(() => server.reset());

const login = (username: string, password: string, address?: string) => loginTo(server, username, password, address);

describe('signup and activation', SLOW, () => {
  it('checks that an e-mail is free, case-insensitively', async () => {
    expect((await server.call('checkEmailExistance', { body: { email: 'new@example.com' } })).json()).toEqual({
      status: 'yes',
      message: 'This e-mail address is free.',
    });
    await server.call('register', { body: signupRecord({ email: 'Taken@Example.com' }) });
    expect((await server.call('checkEmailExistance', { body: { email: 'taken@example.COM' } })).json()).toEqual({
      status: 'no',
      message: EMAIL_TAKEN,
    });
  });

  it('registers an inactive buyer, mails the activation link, and lets them in once activated', async () => {
    const record = signupRecord();
    const registered = await server.call('register', { body: record });
    expect(registered.json()).toMatchObject({ success: 'yes' });

    const user = await server.database.db
      .selectFrom('users')
      .select(['id', 'role', 'status', 'first_name', 'card_paymentid'])
      .executeTakeFirstOrThrow();
    expect(user).toEqual({
      id: user.id,
      role: 'buyer',
      status: 'inactive',
      first_name: 'Mary Ann',
      card_paymentid: record.card_paymentid,
    });

    const link = await lastLinkTo(server, record.email);
    expect(link).toMatch(`${PUBLIC_URL}/verifyUser?userId=`);
    const signed = new URL(link).searchParams.get('userId')!;
    expect(signed).not.toBe(String(user.id));
    expect(server.announced).toEqual([`Mail to ${record.email}: Activate your account (kept in the outbox)`]);

    expect((await login(record.email, record.password)).json()).toEqual({ status: 'no', message: NOT_ACTIVATED });
    expect((await server.call('activateUser', { params: { userId: signed } })).json()).toEqual({
      success: 'yes',
      message: ACTIVATED,
    });
    expect((await login(record.email, record.password)).json()).toMatchObject({ status: 'yes' });
    expect((await server.call('activateUser', { params: { userId: signed } })).json()).toEqual({
      success: 'yes',
      message: ALREADY_ACTIVE,
    });
  });

  it('activates nothing from a guessed, bare, altered, reused or expired activation value', async () => {
    const activate = async (userId: string | number) =>
      (await server.call('activateUser', { params: { userId: String(userId) } })).json();
    const statusOf = async (email: string) =>
      (
        await server.database.db
          .selectFrom('users')
          .select('status')
          .where('email', '=', email)
          .executeTakeFirstOrThrow()
      ).status;
    const first = signupRecord({ email: 'first@example.com' });
    await server.call('register', { body: first });
    const id = (await server.database.db.selectFrom('users').select('id').executeTakeFirstOrThrow()).id;
    for (const guess of [id, String(id), '999', 'eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.']) {
      expect(await activate(guess)).toEqual({ success: 'no', message: BAD_ACTIVATION_LINK });
    }
    const signed = new URL(await lastLinkTo(server, first.email)).searchParams.get('userId')!;
    const [header, payload, signature] = signed.split('.');
    const otherSubject = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: String(id + 1) }),
    ).toString('base64url');
    expect(await activate(`${header}.${otherSubject}.${signature}`)).toEqual({
      success: 'no',
      message: BAD_ACTIVATION_LINK,
    });
    expect(await statusOf(first.email)).toBe('inactive');

    const second = signupRecord({ email: 'second@example.com' });
    await server.call('register', { body: second });
    const late = new URL(await lastLinkTo(server, second.email)).searchParams.get('userId')!;
    server.advance(73 * 3600_000);
    expect(await activate(late)).toEqual({ success: 'no', message: BAD_ACTIVATION_LINK });
    expect(await statusOf(second.email)).toBe('inactive');
  });

  it('applies the signup form rules of packages/domain and refuses a taken e-mail', async () => {
    const weak = await server.call('register', { body: signupRecord({ password: 'GoldCoin99' }) });
    expect(weak.json()).toEqual({ success: 'no', message: 'password: Password must contain a special character' });
    const city = await server.call('register', { body: signupRecord({ city: 'Portland 2' }) });
    expect(city.json()).toEqual({ success: 'no', message: 'city: Only letters are allowed' });

    await server.call('register', { body: signupRecord({ email: 'twice@example.com' }) });
    const again = await server.call('register', { body: signupRecord({ email: 'TWICE@example.com' }) });
    expect(again.json()).toEqual({ success: 'no', message: EMAIL_TAKEN });
  });

  it('links the activation mail to a storefront path from redirectURL, never to another site', async () => {
    await server.call('register', {
      body: signupRecord({ email: 'a@example.com', redirectURL: '/verifyUser/welcome' }),
    });
    expect(await lastLinkTo(server, 'a@example.com')).toMatch(`${PUBLIC_URL}/verifyUser/welcome?userId=`);
    await server.call('register', {
      body: signupRecord({ email: 'b@example.com', redirectURL: 'https://evil.example/x' }),
    });
    expect(await lastLinkTo(server, 'b@example.com')).toMatch(`${PUBLIC_URL}/verifyUser?userId=`);
    await server.call('register', { body: signupRecord({ email: 'c@example.com', redirectURL: '//evil.example/x' }) });
    expect(await lastLinkTo(server, 'c@example.com')).toMatch(`${PUBLIC_URL}/verifyUser?userId=`);
  });

  it('shows the outbox with clickable links on the development page', async () => {
    const record = signupRecord();
    await server.call('register', { body: record });
    const link = await lastLinkTo(server, record.email);
    const page = await server.app.inject({ method: 'GET', url: '/dev/outbox', remoteAddress: '127.0.0.1' });
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain(`<a href="${link}">`);
    expect(page.body).toContain('Activate your account');
  });
});

describe('login', SLOW, () => {
  it('answers a signed JWT carrying the user fields of the spec, and nothing secret', async () => {
    const buyer = await registeredBuyer(server);
    const { header, payload } = decodeToken(buyer.token);
    expect(header).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(payload).toMatchObject({
      id: buyer.id,
      email: buyer.email,
      first_name: 'Mary Ann',
      last_name: "O'Neil",
      phone: '5035550142',
      card_paymentid: expect.stringMatching(/^cus_test/),
      address1: '1 Main St',
      address2: 'Suite 4',
      city: 'Portland',
      state: 'Oregon',
      country: 'United States',
      zip: '97201',
    });
    expect(payload.exp - payload.iat).toBe(7 * 24 * 3600);
    expect(JSON.stringify(payload)).not.toMatch(/password|hash/);
  });

  it('gives the same answer for a wrong password and an unknown e-mail', async () => {
    const buyer = await registeredBuyer(server);
    expect((await login(buyer.email, 'Wrong#Pass1')).json()).toEqual({ status: 'no', message: WRONG_CREDENTIALS });
    expect((await login('nobody@example.com', 'Wrong#Pass1')).json()).toEqual({
      status: 'no',
      message: WRONG_CREDENTIALS,
    });
  });

  it('stops guessing on one account from the address that guesses, for 15 minutes, never its owner elsewhere', async () => {
    const buyer = await registeredBuyer(server);
    for (let attempt = 0; attempt < ACCOUNT_FAILURE_LIMIT; attempt += 1) {
      await login(buyer.email, 'Wrong#Pass1', '10.0.0.1');
    }
    expect((await login(buyer.email, buyer.password, '10.0.0.1')).json()).toEqual({
      status: 'no',
      message: TOO_MANY_ATTEMPTS,
    });
    expect((await login(buyer.email, buyer.password, '10.9.9.9')).json()).toMatchObject({ status: 'yes' });
    server.advance(16 * 60_000);
    expect((await login(buyer.email, buyer.password, '10.0.0.1')).json()).toMatchObject({ status: 'yes' });
  });

  it('lets the owner sign in from another address after 50 failures against the account', async () => {
    const buyer = await registeredBuyer(server);
    for (let attempt = 0; attempt < 50; attempt += 1) {
      await login(buyer.email, 'Wrong#Pass1', `10.3.${Math.floor(attempt / ACCOUNT_FAILURE_LIMIT)}.1`);
    }
    const stored = await server.database.db.selectFrom('sign_in_attempts').select('id').execute();
    expect(stored).toHaveLength(50);
    expect((await login(buyer.email, buyer.password, '10.3.0.1')).json()).toEqual({
      status: 'no',
      message: TOO_MANY_ATTEMPTS,
    });
    expect((await login(buyer.email, buyer.password, '10.4.4.4')).json()).toMatchObject({ status: 'yes' });
  });

  it('never holds the whole store back behind a proxy it was not told to trust (TRUST_PROXY)', async () => {
    const buyer = await registeredBuyer(server);
    const throughProxy = (username: string, password: string, client: string) =>
      server.call('login', {
        body: { username, password, is_auctionio: 1 },
        address: '10.8.8.8',
        headers: { 'x-forwarded-for': client },
      });
    for (let attempt = 0; attempt < ADDRESS_FAILURE_LIMIT + 5; attempt += 1) {
      await throughProxy(`guess${attempt}@example.com`, 'Wrong#Pass1', '203.0.113.9');
    }
    expect((await throughProxy(buyer.email, buyer.password, '198.51.100.7')).json()).toMatchObject({ status: 'yes' });
  });

  it('stops one address trying many accounts', async () => {
    const buyer = await registeredBuyer(server);
    for (let attempt = 0; attempt < ADDRESS_FAILURE_LIMIT; attempt += 1) {
      await login(`guess${attempt}@example.com`, 'Wrong#Pass1', '10.6.6.6');
    }
    expect((await login(buyer.email, buyer.password, '10.6.6.6')).json()).toEqual({
      status: 'no',
      message: TOO_MANY_ATTEMPTS,
    });
    expect((await login(buyer.email, buyer.password, '10.7.7.7')).json()).toMatchObject({ status: 'yes' });
  });

  it('signs in through an autologin link: signed, single-use and expiring, never a bare e-mail address', async () => {
    const buyer = await registeredBuyer(server);
    const tokens = createTokens(new TextEncoder().encode(JWT_SECRET), () => new Date());
    const link = await tokens.autologin(buyer.id, 0);
    const autologin = (username: string, encrypt: 0 | 1) =>
      server.call('login', { body: { username, is_auctionio: 1, autologin: 1, encrypt } });

    const signedIn = await autologin(link, 1);
    expect(signedIn.json()).toMatchObject({ status: 'yes', data: expect.any(String) });
    expect(decodeToken(signedIn.json().data).payload.id).toBe(buyer.id);

    expect((await autologin(buyer.email, 0)).json()).toEqual({ status: 'no', message: BAD_AUTOLOGIN_LINK });
    expect((await autologin(buyer.email, 1)).json()).toEqual({ status: 'no', message: BAD_AUTOLOGIN_LINK });
    expect((await autologin(buyer.token, 1)).json()).toEqual({ status: 'no', message: BAD_AUTOLOGIN_LINK });
    expect((await autologin(link, 1)).json()).toEqual({ status: 'no', message: BAD_AUTOLOGIN_LINK });
    const unused = await tokens.autologin(buyer.id, 0);
    server.advance(25 * 3600_000);
    expect((await autologin(unused, 1)).json()).toEqual({ status: 'no', message: BAD_AUTOLOGIN_LINK });
  });

  it('mails a one-time sign-in link on request, answering alike for unknown addresses, at most 3 an hour', async () => {
    const buyer = await registeredBuyer(server);
    const ask = (email: string) => server.call('requestSignInLink', { body: { email } });
    expect((await ask('nobody@example.com')).json()).toEqual({ status: 'yes', message: SIGN_IN_LINK_SENT });
    expect((await ask(buyer.email)).json()).toEqual({ status: 'yes', message: SIGN_IN_LINK_SENT });

    const link = await lastLinkTo(server, buyer.email, 'signInLink');
    const value = decodeURIComponent(new URL(link).pathname.replace(/^\/autologin\//, ''));
    expect(link).toBe(`${new URL(`/autologin/${encodeURIComponent(value)}`, PUBLIC_URL).href}`);
    const autologin = () =>
      server.call('login', { body: { username: value, is_auctionio: 1, autologin: 1, encrypt: 1 } });
    expect(decodeToken((await autologin()).json().data).payload.id).toBe(buyer.id);
    expect((await autologin()).json()).toEqual({ status: 'no', message: BAD_AUTOLOGIN_LINK });

    await ask(buyer.email);
    await ask(buyer.email);
    expect((await ask(buyer.email)).json()).toEqual({ status: 'no', message: TOO_MANY_SIGN_IN_LINKS });
  });

  it('refuses tokens that are forged, altered, unsigned or expired', async () => {
    const buyer = await registeredBuyer(server);
    const other = await registeredBuyer(server);
    const [header, , signature] = buyer.token.split('.');
    const otherPayload = Buffer.from(
      JSON.stringify({ ...decodeToken(buyer.token).payload, sub: String(other.id), id: other.id }),
    ).toString('base64url');
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${otherPayload}.`;
    const forged = await createTokens(
      new TextEncoder().encode('another secret of at least thirty-two chars'),
      () => new Date(),
    ).session({ id: other.id, email: other.email, first_name: 'x' }, 0);
    for (const token of [`${header}.${otherPayload}.${signature}`, unsigned, forged, 'not-a-token']) {
      const response = await server.call('getUserProfileDetails', { token });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ status: 'no', message: expect.any(String) });
    }
    server.advance(8 * 24 * 3600_000);
    expect((await server.call('getUserProfileDetails', { token: buyer.token })).statusCode).toBe(401);
  });
});

describe('password reset', SLOW, () => {
  const resetToken = async (email: string) => new URL(await lastLinkTo(server, email)).searchParams.get('id')!;

  it('mails a single-use link; the new password works, the old one and every old session end', async () => {
    const buyer = await registeredBuyer(server);
    expect((await server.call('forgotPassword', { body: { email: buyer.email } })).json()).toEqual({
      success: 'yes',
      message: 'Reset Link sent to Mail',
    });
    const link = await lastLinkTo(server, buyer.email);
    expect(link).toMatch(`${PUBLIC_URL}/change-password?id=`);
    const token = await resetToken(buyer.email);

    const weak = await server.call('changePassword', { body: { user_token: token, password: 'abcdefgh' } });
    expect(weak.json()).toEqual({ success: 'no', message: 'Password must contain an uppercase letter' });
    const changed = await server.call('changePassword', { body: { user_token: token, password: 'Silver#Bar10' } });
    expect(changed.json()).toEqual({ success: 'yes', message: 'Password Changed Successfully' });
    expect((await login(buyer.email, 'Silver#Bar10')).json()).toMatchObject({ status: 'yes' });
    expect((await login(buyer.email, buyer.password)).json()).toMatchObject({ status: 'no' });
    expect((await server.call('getUserProfileDetails', { token: buyer.token })).statusCode).toBe(401);

    const again = await server.call('changePassword', { body: { user_token: token, password: 'Other#Pass10' } });
    expect(again.json()).toEqual({ success: 'no', message: BAD_RESET_LINK });
  });

  it('expires the link after an hour, and keeps only its hash', async () => {
    const buyer = await registeredBuyer(server);
    await server.call('forgotPassword', { body: { email: buyer.email } });
    const token = await resetToken(buyer.email);
    const stored = await server.database.db.selectFrom('password_resets').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(token);

    server.advance(61 * 60_000);
    const late = await server.call('changePassword', { body: { user_token: token, password: 'Silver#Bar10' } });
    expect(late.json()).toEqual({ success: 'no', message: BAD_RESET_LINK });
  });

  it('answers alike whether or not an account uses the address, and mails at most 3 links an hour', async () => {
    const sent = { success: 'yes', message: 'Reset Link sent to Mail' };
    const reset = (email: string) => server.call('forgotPassword', { body: { email } });
    expect((await reset('nobody@example.com')).json()).toEqual(sent);
    const buyer = await registeredBuyer(server);
    for (let mail = 0; mail < 4; mail += 1) expect((await reset(buyer.email)).json()).toEqual(sent);
    const mails = await server.database.db
      .selectFrom('mail_outbox')
      .select('to_address')
      .where('kind', '=', 'passwordReset')
      .execute();
    expect(mails).toEqual(Array.from({ length: 3 }, () => ({ to_address: buyer.email })));
  });

  it('limits e-mail checks per address', async () => {
    const check = (address: string) =>
      server.call('checkEmailExistance', { body: { email: 'free@example.com' }, address });
    for (let call = 0; call < ADDRESS_CALL_LIMITS.emailCheck; call += 1) {
      expect((await check('10.5.5.5')).json()).toMatchObject({ status: 'yes' });
    }
    expect((await check('10.5.5.5')).json()).toEqual({ status: 'no', message: TOO_MANY_REQUESTS });
    expect((await check('10.5.5.6')).json()).toMatchObject({ status: 'yes' });
    server.advance(61 * 60_000);
    expect((await check('10.5.5.5')).json()).toMatchObject({ status: 'yes' });
  });
});
