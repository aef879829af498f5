import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WRONG_CURRENT_PASSWORD } from '../src/accounts/updatePasswordInProfile';
import { DATABASE_HOOK_TIMEOUT } from '../src/db/testDatabase';
import { createMailer, type Mail } from '../src/mail/mailer';
import { outbidNotice, wonNotice } from '../src/mail/messages';
import { buildServer } from '../src/server';
import { decodeToken, lastLinkTo, loginTo, registeredBuyer, signupRecord } from './support/buyers';
import { databaseDump } from './support/databaseDump';
import { tinyPng } from './support/images';
import { profileForm } from './support/profileForm';
import { JWT_SECRET, PUBLIC_URL, startTestServer, type TestServer } from './support/testServer';

/** scrypt on every signup and sign-in: seconds per test on a loaded machine. */
const SLOW = { timeout: 120_000 };

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, DATABASE_HOOK_TIMEOUT);
afterAll(() => server?.close());
beforeEach(() => server.reset());

const login = (username: string, password: string, address?: string) => loginTo(server, username, password, address);

describe('profile', SLOW, () => {
  it('reads and saves the buyer’s own profile; e-mail and phone stay as they are', async () => {
    const buyer = await registeredBuyer(server);
    const saved = await server.call('updateUserProfile', {
      token: buyer.token,
      form: profileForm({ phone: '1111111111' }),
    });
    expect(saved.json()).toEqual({ status: 'yes', message: 'Profile Updated Successfully' });
    const profile = await server.call('getUserProfileDetails', { token: buyer.token });
    expect(profile.json()).toEqual({
      data: {
        first_name: 'Mary',
        last_name: 'Smith',
        email: buyer.email,
        phone: '5035550142',
        city: 'Seattle',
        state: 'Washington',
        country: 'United States',
        zip: '98101',
        address1: '500 Pike St',
        address2: '',
        default_card_id: null,
      },
    });
  });

  it("answers a blank required field with 'Please Enter Profile Details'", async () => {
    const buyer = await registeredBuyer(server);
    const response = await server.call('updateUserProfile', {
      token: buyer.token,
      form: profileForm({ state: '   ' }),
    });
    expect(response.json()).toEqual({ status: 'no', message: 'Please Enter Profile Details' });
  });

  it('stores a photo on disk, serves it, and replaces it with the next one', async () => {
    const buyer = await registeredBuyer(server);
    const photo = { data: tinyPng(), type: 'image/png', name: 'me.png' };
    await server.call('updateUserProfile', { token: buyer.token, form: profileForm({}, photo) });
    const first = (await server.call('getUserProfileDetails', { token: buyer.token })).json().data.avatar as string;
    expect(first).toMatch(new RegExp(`^/uploads/profile/${buyer.id}/[0-9a-f]{24}\\.png$`));
    const served = await server.app.inject({ method: 'GET', url: first });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(photo.data)).toBe(true);

    await server.call('updateUserProfile', { token: buyer.token, form: profileForm({}, photo) });
    const second = (await server.call('getUserProfileDetails', { token: buyer.token })).json().data.avatar;
    expect(second).not.toBe(first);
    expect((await server.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
  });

  it('takes images only, by their content, and refuses a photo over the size limit', async () => {
    const buyer = await registeredBuyer(server);
    const notAnImage = 'Invalid file type. Please upload an image.';
    for (const photo of [
      { data: Buffer.from('%PDF-1.7'), type: 'application/pdf', name: 'me.pdf' },
      { data: Buffer.from('<svg onload="alert(1)"/>'), type: 'image/png', name: 'me.png' },
      { data: Buffer.from('<svg/>'), type: 'image/svg+xml', name: 'me.svg' },
    ]) {
      const response = await server.call('updateUserProfile', { token: buyer.token, form: profileForm({}, photo) });
      expect(response.json()).toEqual({ status: 'no', message: notAnImage });
    }
    const huge = {
      data: Buffer.concat([tinyPng(), Buffer.alloc(6 * 1024 * 1024)]),
      type: 'image/png',
      name: 'big.png',
    };
    const tooLarge = await server.call('updateUserProfile', { token: buyer.token, form: profileForm({}, huge) });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ status: 'no', message: 'The file is too large.' });
    expect((await server.call('getUserProfileDetails', { token: buyer.token })).json().data.avatar).toBeUndefined();
  });

  it('changes the password from the profile with the spec’s messages', async () => {
    const buyer = await registeredBuyer(server);
    const change = (current_password: string, new_password: string, confirm_new_password: string) =>
      server
        .call('updatePasswordInProfile', {
          token: buyer.token,
          body: { current_password, new_password, confirm_new_password },
        })
        .then((response) => response.json());

    expect(await change(buyer.password, 'Platinum#10', 'Platinum#11')).toEqual({
      status: 'no',
      message: 'Your New Password and Confirmation Password do not match.',
    });
    expect(await change(buyer.password, 'x'.repeat(20), 'x'.repeat(20))).toEqual({
      status: 'no',
      message: 'Your New Password have note more than 20 Characters.',
    });
    expect(await change('Wrong#Pass1', 'Platinum#10', 'Platinum#10')).toEqual({
      status: 'no',
      message: WRONG_CURRENT_PASSWORD,
    });
    expect(await change(buyer.password, 'Platinum#10', 'Platinum#10')).toEqual({
      status: 'yes',
      message: 'Password Updated Successfully',
    });
    expect((await login(buyer.email, 'Platinum#10')).json()).toMatchObject({ status: 'yes' });
    // Every session of the account ended with the old password.
    const old = await server.call('getUserProfileDetails', { token: buyer.token });
    expect(old.statusCode).toBe(401);
  });
});

describe('notification settings and card customer', SLOW, () => {
  it('starts with every notice on and saves the codes the buyer picks', async () => {
    const buyer = await registeredBuyer(server);
    const settings = (await server.call('getNotification', { token: buyer.token })).json();
    expect(settings).toEqual({ status: 'yes', data: { id: expect.any(Number), email_settings: '1,2,3,4' } });
    const saved = await server.call('updateNotification', {
      token: buyer.token,
      body: { notify_id: settings.data.id, email_settings: '4,1,4' },
    });
    expect(saved.json()).toEqual({ status: 'yes', message: 'Notifications Updated Successfully' });
    expect((await server.call('getNotification', { token: buyer.token })).json().data.email_settings).toBe('1,4');
  });

  it('saves the card customer id, which the next login token carries', async () => {
    const buyer = await registeredBuyer(server);
    expect(
      (await server.call('saveCustomerId', { token: buyer.token, body: { customer_id: 'cus_NEW42' } })).json(),
    ).toMatchObject({
      status: 'yes',
    });
    const token = (await login(buyer.email, buyer.password)).json().data;
    expect(decodeToken(token).payload.card_paymentid).toBe('cus_NEW42');
  });
});

describe('stored data', SLOW, () => {
  it('holds no plaintext password or reset token after signup, login, reset and a profile change', async () => {
    const buyer = await registeredBuyer(server);
    await login(buyer.email, 'Wrong#Guess7');
    await server.call('forgotPassword', { body: { email: buyer.email } });
    const resetToken = new URL(await lastLinkTo(server, buyer.email)).searchParams.get('id')!;
    await server.call('changePassword', { body: { user_token: resetToken, password: 'Reset#Pass9' } });
    const token = (await login(buyer.email, 'Reset#Pass9')).json().data;
    await server.call('updatePasswordInProfile', {
      token,
      body: { current_password: 'Reset#Pass9', new_password: 'Profile#Pass8', confirm_new_password: 'Profile#Pass8' },
    });

    const dump = await databaseDump(server.database);
    await server.database.db.deleteFrom('mail_outbox').execute();
    const withoutOutbox = await databaseDump(server.database);
    for (const secret of [buyer.password, 'Wrong#Guess7', 'Reset#Pass9', 'Profile#Pass8'])
      expect(dump).not.toContain(secret);
    expect(withoutOutbox).not.toContain(resetToken);
    const { password_hash } = await server.database.db
      .selectFrom('users')
      .select('password_hash')
      .executeTakeFirstOrThrow();
    expect(password_hash).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
  });
});

describe('mail', SLOW, () => {
  it('sends a notice only when the buyer left its code on in the notification settings', async () => {
    const buyer = await registeredBuyer(server);
    const { data } = (await server.call('getNotification', { token: buyer.token })).json();
    await server.call('updateNotification', {
      token: buyer.token,
      body: { notify_id: data.id, email_settings: '1,3' },
    });
    const announced: string[] = [];
    const mailer = createMailer({
      db: server.database.db,
      smtp: null,
      announce: (line) => announced.push(line),
      signature: 'Store',
    });
    const lot = { userId: buyer.id, lotTitle: '1 oz American Gold Eagle', link: `${PUBLIC_URL}/timedlotView/1/2/0` };

    expect(await mailer.notify(wonNotice({ ...lot, amount: 'US $2,410.00' }))).toBe(false);
    expect(await mailer.notify(outbidNotice(lot))).toBe(true);
    const kinds = await server.database.db
      .selectFrom('mail_outbox')
      .select('kind')
      .where('user_id', '=', buyer.id)
      .execute();
    expect(kinds.map((mail) => mail.kind)).toEqual(['activation', 'outbid']);
    expect(announced).toEqual([
      `Mail to ${buyer.email}: You have been outbid: 1 oz American Gold Eagle (kept in the outbox)`,
    ]);
  });

  it("keeps a batch of notices in one go, each by its own recipient's rules, in order", async () => {
    const [choosy, plain, house] = [
      await registeredBuyer(server),
      await registeredBuyer(server),
      await registeredBuyer(server),
    ];
    const { data } = (await server.call('getNotification', { token: choosy.token })).json();
    await server.call('updateNotification', { token: choosy.token, body: { notify_id: data.id, email_settings: '3' } });
    await server.database.db.updateTable('users').set({ house_bidder: 1 }).where('id', '=', house.id).execute();
    const mailer = createMailer({ db: server.database.db, smtp: null, announce: () => undefined, signature: 'Store' });
    const lot = (userId: number) => ({
      userId,
      lotTitle: '10 oz Silver Bar',
      link: `${PUBLIC_URL}/timedlotView/1/2/0`,
    });

    const sent = await mailer.notifyAll([
      wonNotice({ ...lot(choosy.id), amount: 'US $310.00' }),
      outbidNotice(lot(plain.id)),
      outbidNotice(lot(house.id)),
      outbidNotice(lot(choosy.id)),
      wonNotice({ ...lot(plain.id), amount: 'US $320.00' }),
    ]);
    expect(sent).toEqual([false, true, false, true, true]);
    const kept = await server.database.db
      .selectFrom('mail_outbox')
      .select(['user_id', 'kind', 'to_address'])
      .where('user_id', 'in', [choosy.id, plain.id, house.id])
      .where('kind', '!=', 'activation')
      .orderBy('id')
      .execute();
    expect(kept).toEqual([
      { user_id: plain.id, kind: 'outbid', to_address: plain.email },
      { user_id: choosy.id, kind: 'outbid', to_address: choosy.email },
      { user_id: plain.id, kind: 'won', to_address: plain.email },
    ]);
  });

  it('hands mail to the SMTP delivery when there is one, and keeps none in the outbox', async () => {
    const delivered: Mail[] = [];
    const announced: string[] = [];
    const app = await buildServer({
      database: server.database,
      storeDir: null,
      jwtSecret: JWT_SECRET,
      publicUrl: () => PUBLIC_URL,
      mailDelivery: { deliver: async (mail) => void delivered.push(mail) },
      announceMail: (line) => announced.push(line),
    });
    const record = signupRecord();
    await app.inject({
      method: 'POST',
      url: '/mobileapi/register',
      headers: { domain: 'storefront.test' },
      payload: record,
    });
    await app.close();
    expect(delivered).toMatchObject([
      {
        kind: 'activation',
        to: record.email,
        link: expect.stringMatching(`^${PUBLIC_URL}/verifyUser\\?userId=[\\w.-]+$`),
      },
    ]);
    expect(await server.database.db.selectFrom('mail_outbox').selectAll().execute()).toEqual([]);
    expect(announced).toEqual([]);
  });
});
