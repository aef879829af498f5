import type { components } from '@storefront/api-client';
import type { MailKind } from '../../src/db/schema';
import { expect } from 'vitest';
import type { TestServer } from './testServer';

type SignupRecord = components['schemas']['SignupRecord'];

export interface TestBuyer {
  id: number;
  email: string;
  password: string;
  token: string;
}

let counter = 0;

export function signupRecord(overrides: Partial<SignupRecord> = {}): SignupRecord {
  counter += 1;
  return {
    first_name: 'Mary Ann',
    last_name: "O'Neil",
    email: `buyer${counter}@example.com`,
    phone: '5035550142',
    password: `Gold#Eagle${counter}`,
    address1: '1 Main St',
    address2: 'Suite 4',
    country: 'United States',
    state: 'Oregon',
    city: 'Portland',
    zip: '97201',
    role: 'buyer',
    card_paymentid: `cus_test${counter}`,
    is_auctionio: 1,
    ...overrides,
  };
}

/** The last link the outbox holds for an address. */
export async function lastLinkTo(server: TestServer, email: string, kind?: MailKind): Promise<string> {
  let query = server.database.db.selectFrom('mail_outbox').select('link').where('to_address', '=', email.toLowerCase());
  if (kind) query = query.where('kind', '=', kind);
  const mail = await query.orderBy('id', 'desc').executeTakeFirstOrThrow();
  return mail.link!;
}

/** A token's header and payload, as a test reads them. */
export const decodeToken = (token: string) => ({
  header: JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()),
  payload: JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()),
});

/** A sign-in as the storefront sends it, from `address` when given. */
export const loginTo = (server: TestServer, username: string, password: string, address?: string) =>
  server.call('login', { body: { username, password, is_auctionio: 1 }, ...(address ? { address } : {}) });

/** Registers through the API, activates through the mailed link, signs in. */
export async function registeredBuyer(server: TestServer, overrides: Partial<SignupRecord> = {}): Promise<TestBuyer> {
  const record = signupRecord(overrides);
  const registered = await server.call('register', { body: record });
  expect(registered.json()).toMatchObject({ success: 'yes' });
  const signed = new URL(await lastLinkTo(server, record.email)).searchParams.get('userId')!;
  expect((await server.call('activateUser', { params: { userId: signed } })).json()).toMatchObject({ success: 'yes' });
  const login = await server.call('login', {
    body: { username: record.email, password: record.password, is_auctionio: 1 },
  });
  expect(login.json()).toMatchObject({ status: 'yes' });
  const token: string = login.json().data;
  return { id: decodeToken(token).payload.id as number, email: record.email, password: record.password, token };
}
