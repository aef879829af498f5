import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONSIGNMENT_SENT } from '@storefront/domain';
import { NOT_AN_IMAGE } from '@storefront/domain';
import { ADDRESS_CALL_LIMITS, TOO_MANY_REQUESTS } from '../src/http/addressLimit';
import { DATABASE_HOOK_TIMEOUT } from '../src/db/testDatabase';
import { consignmentForm } from './support/consignmentForm';
import { tinyPng } from './support/images';
import { startTestServer, type TestServer } from './support/testServer';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, DATABASE_HOOK_TIMEOUT);
afterAll(() => server?.close());
beforeEach(async () => {
  await server.reset();
  await server.database.db
    .insertInto('sub_admins')
    .values({ first_name: 'Ruth', last_name: 'Hale', email: 'ruth@example.com' })
    .execute();
});

const fields = { name: 'Dale', email: 'Dale@Example.com', phone: '5035550100', message: 'A roll of Morgan dollars.' };

const lastMail = () =>
  server.database.db.selectFrom('mail_outbox').selectAll().orderBy('id', 'desc').executeTakeFirst();

describe('consignment inquiries', () => {
  it('takes a few forms an hour from one address, with a clear message past them, and the contact form alike', async () => {
    const send = (address: string) =>
      server.call('sendConsignmentInquiry', { form: consignmentForm(fields, []), address });
    for (let form = 0; form < ADDRESS_CALL_LIMITS.consignment; form += 1) {
      expect((await send('10.2.2.2')).json()).toEqual({ success: 'yes', message: CONSIGNMENT_SENT });
    }
    expect((await send('10.2.2.2')).json()).toEqual({ success: 'no', message: TOO_MANY_REQUESTS });
    expect((await send('10.2.2.3')).json()).toEqual({ success: 'yes', message: CONSIGNMENT_SENT });
    const contact = {
      name: 'Dale',
      from_email: 'dale@example.com',
      phone_number: '5035550100',
      subject: 'Morgans',
      messages: 'Do you buy rolls?',
      is_send_email: 0,
    } as const;
    for (let form = 0; form < ADDRESS_CALL_LIMITS.contactUs; form += 1) {
      await server.call('sendContactUs', { body: contact, address: '10.2.2.4' });
    }
    expect((await server.call('sendContactUs', { body: contact, address: '10.2.2.4' })).json()).toEqual({
      success: 'no',
      message: TOO_MANY_REQUESTS,
    });
  });

  it('keeps the pictures, serves them, and mails the admin a link to each', async () => {
    const picture = { data: tinyPng(), type: 'image/png', name: 'morgan.png' };
    const response = await server.call('sendConsignmentInquiry', { form: consignmentForm(fields, [picture, picture]) });
    expect(response.json()).toEqual({ success: 'yes', message: CONSIGNMENT_SENT });

    const mail = await lastMail();
    expect(mail?.subject).toBe('Consignment inquiry from Dale');
    const links = [...(mail?.body ?? '').matchAll(/Picture \d: \S+(\/uploads\/consignment\/[0-9a-f]{24}\.png)/g)];
    expect(links).toHaveLength(2);
    for (const [, path] of links) {
      const served = await server.app.inject({ method: 'GET', url: path! });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(picture.data)).toBe(true);
    }
  });

  it('sends an inquiry without pictures', async () => {
    const response = await server.call('sendConsignmentInquiry', { form: consignmentForm(fields) });
    expect(response.json()).toEqual({ success: 'yes', message: CONSIGNMENT_SENT });
    expect((await lastMail())?.body).not.toContain('Picture');
  });

  it('refuses a file that is not an image by its content, and keeps nothing', async () => {
    const fake = { data: Buffer.from('<svg onload="alert(1)"/>'), type: 'image/png', name: 'coin.png' };
    const before = await server.database.db.selectFrom('consignment_inquiries').select('id').execute();
    const response = await server.call('sendConsignmentInquiry', { form: consignmentForm(fields, [fake]) });
    expect(response.json()).toEqual({ success: 'no', message: NOT_AN_IMAGE });
    expect(await server.database.db.selectFrom('consignment_inquiries').select('id').execute()).toEqual(before);
  });

  it('refuses a fourth picture as too large a form', async () => {
    const picture = { data: tinyPng(), type: 'image/png', name: 'coin.png' };
    const form = consignmentForm(fields, [picture, picture, picture]);
    form.append('image_4', new Blob([new Uint8Array(picture.data)], { type: 'image/png' }), 'coin.png');
    const response = await server.call('sendConsignmentInquiry', { form });
    expect(response.statusCode).toBe(413);
  });
});
