import { createCardProviderClient } from '@storefront/api-client';
import { call, callWith, signIn } from './demoStore';
import { buyerIdOf } from './lotPages';
import { newBuyer, type NewBuyer } from './newBuyer';

export interface SignedInBuyer {
  buyer: NewBuyer;
  id: number;
  token: string;
}

const decodeEntities = (html: string) =>
  html.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))).replace(/&amp;/g, '&');

/** The activation link of the newest activation mail to `email`, read over HTTP in the development outbox. */
async function activationLink(base: string, email: string): Promise<string> {
  const response = await fetch(new URL('/dev/outbox', base));
  const html = await response.text();
  const mail = html
    .split('<article>')
    .find((article) => article.includes(`To ${email},`) && article.includes('Activate your account'));
  const link = mail && /href="([^"]+)"/.exec(mail)?.[1];
  if (!link) throw new Error(`No activation mail to ${email} in the outbox.`);
  return decodeEntities(link);
}

/** A new buyer registered (not yet activated) through the API, with a card customer, as the signup pages do. */
export async function registeredThroughApi(base: string): Promise<NewBuyer> {
  const buyer = newBuyer();
  const { data: customer, error } = await createCardProviderClient({ baseUrl: base }).POST('/api/customer/create', {
    body: { account_id: 'acct_sandbox_nwcb', mode: 'sandbox', email: buyer.email },
  });
  if (!customer) throw new Error(`The card sandbox made no customer: ${JSON.stringify(error)}`);
  const registered = await call(base, 'register', {
    ...buyer,
    phone: `+1${buyer.phone}`,
    address1: '1 Main St',
    city: 'Portland',
    state: 'Oregon',
    country: 'United States',
    zip: '97201',
    role: 'buyer',
    card_paymentid: customer.id,
  });
  if (registered.success !== 'yes') throw new Error(`Registration failed: ${registered.message}`);
  return buyer;
}

/**
 * A new buyer signed up, activated and signed in through the API alone (the calls the signup pages make, and the
 * outbox's activation link opened as the activation page would), for suites that need many buyers and no browser.
 */
export async function signedInNewBuyer(base: string): Promise<SignedInBuyer> {
  const buyer = await registeredThroughApi(base);
  const signedUserId = new URL(await activationLink(base, buyer.email)).searchParams.get('userId');
  const activated = await callWith(base, 'activateUser', { params: { path: { userId: signedUserId ?? '' } } });
  if (activated.success !== 'yes') throw new Error(`Activation failed: ${activated.message}`);
  const token = await signIn(base, buyer);
  return { buyer, id: buyerIdOf(token), token };
}

/** `count` new buyers, signed up a few at a time (each signup hashes a password on the server). */
export async function signedInNewBuyers(base: string, count: number, atOnce = 4): Promise<SignedInBuyer[]> {
  const buyers: SignedInBuyer[] = [];
  while (buyers.length < count) {
    const batch = Math.min(atOnce, count - buyers.length);
    buyers.push(...(await Promise.all(Array.from({ length: batch }, () => signedInNewBuyer(base)))));
  }
  return buyers;
}
