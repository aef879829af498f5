import { describe, expect, it } from 'vitest';
import { demoBuyers, openTimedLot } from './support/demoStore';
import { journey } from './support/journey';

const { url, newPage } = journey();
const grace = demoBuyers.grace;

const forge = (payload: object) =>
  ['{"alg":"HS256","typ":"JWT"}', JSON.stringify(payload)]
    .map((part) => Buffer.from(part).toString('base64url'))
    .concat('forged-signature')
    .join('.');

describe('signing in and out', () => {
  it('signs in from a lot page that asked for it and lands back on it, reloaded as a timed page', async () => {
    const lot = await openTimedLot(url());
    const lotPath = `/timedlotView/${lot.lotof}/${lot.id}/0`;
    const { page, errors } = await newPage();
    await page.goto(url(lotPath));
    await expect(page.getByRole('heading', { level: 1, name: lot.title })).toBeVisible();

    await page.getByRole('button', { name: 'Login to Bid' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await expect(page.getByRole('link', { name: 'Past Auctions' })).toBeHidden();
    await page.getByLabel('Email address').fill(`  ${grace.email} `);
    await page.getByLabel('Password', { exact: true }).fill(grace.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();

    await expect(page).toHaveURL(url(lotPath));
    await expect(page.getByText('Signed in successfully')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: lot.title })).toBeVisible();
    await expect(page.getByRole('banner').getByText(grace.first_name)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Place Bid' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  it("signs in from the header's Login and comes back to the page it was on", async () => {
    const { page, errors } = await newPage();
    await page.goto(url('/'));
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    expect(await page.getByRole('banner').getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    await page.goto(url('/past_auctions?search=Eagle'));
    await expect(page.getByRole('heading', { level: 1, name: 'Past Auctions' })).toBeVisible();

    await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await page.getByLabel('Email address').fill(grace.email);
    await page.getByLabel('Password', { exact: true }).fill(grace.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();

    await expect(page).toHaveURL(url('/past_auctions?search=Eagle'));
    await expect(page.getByText('Signed in successfully')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Past Auctions' })).toBeVisible();
    await expect(page.getByRole('banner').getByText(grace.first_name)).toBeVisible();
    expect(errors).toEqual([]);
  });

  it("checks the form before calling, then shows the server's message for a wrong password", async () => {
    const { page } = await newPage();
    await page.goto(url('/login'));
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Required!')).toHaveText('Required!');
    await page.getByLabel('Email address').fill('grace.miller@');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Invalid email format')).toBeVisible();

    await page.getByLabel('Email address').fill(grace.email);
    await page.getByLabel('Password', { exact: true }).fill('not-her-password');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(
      page.getByRole('region', { name: 'Notifications' }).getByText('Invalid e-mail or password.'),
    ).toBeVisible();
    await expect(page).toHaveURL(url('/login'));
    await expect(page.getByLabel('Email address')).toHaveValue(grace.email);
  });

  it('sends /login home while a token is stored, and logs out to /login', async () => {
    const { page } = await newPage();
    await page.goto(url('/login'));
    await page.getByLabel('Email address').fill(grace.email);
    await page.getByLabel('Password', { exact: true }).fill(grace.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(url('/'));
    await expect(page.getByRole('banner').getByText(grace.first_name)).toBeVisible();

    await page.goto(url('/login'));
    await expect(page).toHaveURL(url('/'));

    await page
      .getByRole('banner')
      .getByRole('button', { name: new RegExp(grace.first_name) })
      .click();
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const signedOut = page.waitForResponse((response) => response.url().endsWith('/mobileapi/logout'));
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page.getByText('Logged out successfully')).toBeVisible();
    await expect(page).toHaveURL(url('/login'));
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    // The server ended the session: a copy of the token no longer works.
    expect((await signedOut).status()).toBe(200);
    const copied = await fetch(url('/mobileapi/getUserProfileDetails'), {
      method: 'POST',
      headers: { domain: new URL(url('/')).hostname, authorization: `Bearer ${token!}` },
    });
    expect(copied.status).toBe(401);
  });

  it("signs in through the server's one-time link, which works once", async () => {
    const { page } = await newPage();
    await page.goto(url('/login'));
    await page.getByLabel('Email address').fill(demoBuyers.lena.email);
    await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
    await expect(
      page.getByText('If an account uses this e-mail address, we have sent it a sign-in link.'),
    ).toBeVisible();

    // The demo's outbox (development pages, loopback only) stands in for the buyer's inbox.
    await page.goto(url('/dev/outbox'));
    const mail = page
      .getByRole('article')
      .filter({ hasText: `To ${demoBuyers.lena.email}` })
      .filter({ hasText: 'Your sign-in link' });
    const link = await mail.first().getByRole('link').getAttribute('href');
    expect(link).toMatch(/\/autologin\/[^/]+$/);

    await page.goto(link!);
    await expect(page).toHaveURL(url('/'));
    await expect(page.getByRole('banner').getByText(demoBuyers.lena.first_name)).toBeVisible();

    const { page: again } = await newPage();
    await again.goto(link!.replace('/autologin/', '/auto-login/'));
    const refusal = again.getByRole('main');
    await expect(refusal.getByText('This sign-in link did not work')).toBeVisible();
    await expect(
      refusal.getByText('This sign-in link is invalid or has expired. Please sign in with your password.'),
    ).toBeVisible();
  });

  it('drops a forged token on the next call and asks to sign in again', async () => {
    const lot = await openTimedLot(url());
    const token = forge({ id: 1, email: 'mallory@example.com', first_name: 'Mallory' });
    const { page } = await newPage({ initScript: `localStorage.setItem('token', ${JSON.stringify(token)})` });
    await page.goto(url(`/timedlotView/${lot.lotof}/${lot.id}/0`));
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});
