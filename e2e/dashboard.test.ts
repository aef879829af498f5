import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { registeredBuyer } from './support/accounts';
import { call, demoBuyers, signIn } from './support/demoStore';
import { journey } from './support/journey';
import { buyerIdOf, signedInScript, timedLots } from './support/lotPages';
import { startStorefront, type RunningStorefront } from './support/startStorefront';
import { fillCheckoutCard } from './support/checkoutCard';
import { closeAndWin, leadLot, wonRows } from './support/wonLots';

const { url, newPage } = journey();
const started: RunningStorefront[] = [];

afterAll(async () => {
  await Promise.all(started.map((storefront) => storefront.stop('SIGKILL')));
});

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });
const list = (page: Page, name: string) => page.getByRole('list', { name });
const row = (page: Page, listName: string, title: string) =>
  list(page, listName)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title }) });

describe("the buyer's dashboard", () => {
  it('shows an active lot Winning with the maximum, Losing without a reload when another buyer outbids, and raises the maximum from the row', async () => {
    const registration = await newPage();
    const buyer = await registeredBuyer(registration.page, url());
    // A lot of its own, far from its close, so the other journeys' bids do not move it.
    const lot = (await timedLots(url(), { fromMinutes: 30, toMinutes: 24 * 60 })).at(-3)!;
    const maximum = await leadLot(url(), buyer, lot);

    const token = await signIn(url(), buyer);
    const { page, errors } = await newPage({ initScript: signedInScript(token) });
    await page.goto(url('/dashboard'));
    await expect(page.getByRole('tab', { name: 'Active Lots', selected: true })).toBeVisible();
    const active = row(page, 'Active Lots', lot.title);
    await expect(active.getByText('Winning', { exact: true })).toBeVisible();
    await expect(active.getByText('Your Maximum Bid')).toBeVisible();
    await expect(active.getByText('Room To Your Maximum')).toBeVisible();
    await expect(active.getByRole('group', { name: /^Raise your maximum bid/ })).toBeHidden();

    // A second buyer, in a browser of their own, bids higher on the lot page.
    const owen = await signIn(url(), demoBuyers.owen);
    const second = await newPage({ initScript: signedInScript(owen) });
    await second.page.goto(url(`/timedlotView/${lot.lotof}/${lot.id}/0`));
    await second.page.getByLabel('Bid Amount').fill(String(maximum * 2));
    await second.page.getByRole('button', { name: 'Place Bid' }).click();
    const confirm = second.page.getByRole('button', { name: /Confirm/ });
    if (await confirm.isVisible().catch(() => false)) await confirm.click();
    await expect(
      second.page.getByRole('region', { name: 'Your bid status' }).filter({ hasText: "You're Winning!" }),
    ).toBeVisible();

    await expect(active.getByText('Losing', { exact: true })).toBeVisible();
    await expect(active.getByText('Winning', { exact: true })).toBeHidden();

    // Outbid, the buyer raises their maximum from the row, above the other buyer's, and leads again.
    const raise = active.getByRole('group', { name: `Raise your maximum bid on ${lot.title}` });
    await raise.getByLabel('Enter bid').fill(String(maximum * 4));
    await raise.getByRole('button', { name: 'Place Max Bid' }).click();
    await expect(toasts(page).getByText('Bid Submitted Successfully', { exact: true })).toBeVisible();
    await expect(active.getByText('Winning', { exact: true })).toBeVisible();
    await expect(raise).toBeHidden();
    expect(errors).toEqual([]);
  });

  it("is reached from the header and the mobile bar, shows 'No Auction Found' on an empty list, and asks a visitor to sign in first", async () => {
    const registration = await newPage();
    const buyer = await registeredBuyer(registration.page, url());
    const token = await signIn(url(), buyer);
    const { page } = await newPage({ initScript: signedInScript(token) });
    await page.goto(url('/'));
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(url('/dashboard'));
    await expect(page.getByRole('tabpanel').getByText('No Auction Found')).toBeVisible();
    await page.getByRole('tab', { name: 'Lost Lots' }).click();
    await expect(page.getByRole('tabpanel').getByText('No Auction Found')).toBeVisible();

    const phone = await newPage({ width: 375, initScript: signedInScript(token) });
    await phone.page.goto(url('/Dashboard/FavouritesB'));
    await expect(phone.page.getByText('No Favorites found')).toBeVisible();
    await phone.page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Dashboard' }).click();
    await expect(phone.page).toHaveURL(url('/dashboard'));
    await phone.page
      .getByRole('navigation', { name: 'My account' })
      .getByRole('link', { name: 'Won Auctions' })
      .click();
    await expect(phone.page).toHaveURL(url('/WonAuction'));
    await expect(phone.page.getByText('No Auction Found')).toBeVisible();
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    const visitor = await newPage();
    await visitor.page.goto(url('/WonAuction'));
    await expect(visitor.page).toHaveURL(/\/login\?redirect=/);
  });
});

describe("the buyer's account menu", () => {
  it('is on every account page, marks the page the buyer is on and leads to each of the others', async () => {
    const token = await signIn(url(), demoBuyers.lena);
    const { page, errors } = await newPage({ initScript: signedInScript(token) });
    await page.goto(url('/dashboard'));
    const pages = [
      ['Won Auctions', '/WonAuction', 'Won Auctions'],
      ['Favourites', '/Dashboard/FavouritesB', 'Favourites'],
      ['Profile', '/Dashboard/Profile', 'Profile'],
      ['Payment Methods', '/Dashboard/Paymenttabs', 'Payment Methods'],
      ['Bank Accounts', '/Dashboard/bankDetails', 'Bank Accounts'],
      ['Notifications', '/Dashboard/Notification', 'Notifications'],
      ['Messages', '/Dashboard/Message', 'Messages'],
      ['Dashboard', '/dashboard', 'Dashboard'],
    ] as const;
    for (const [link, path, heading] of pages) {
      await page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: link }).click();
      await expect(page).toHaveURL(url(path));
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(
        page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: link }),
      ).toHaveAttribute('aria-current', 'page');
    }
    expect(errors).toEqual([]);
  });
});

describe('favourites', () => {
  it("lists a favourite lot, removes it with the spec's message and then shows 'No Favorites found'", async () => {
    const registration = await newPage();
    const buyer = await registeredBuyer(registration.page, url());
    const token = await signIn(url(), buyer);
    const lot = (await timedLots(url(), { fromMinutes: 30, toMinutes: 24 * 60 }))[3]!;
    const added = await call(url(), 'addToWatchlist', { id: lot.id, userid: buyerIdOf(token) }, token);
    expect(added.success).toBe('yes');

    const { page, errors } = await newPage({ initScript: signedInScript(token) });
    await page.goto(url('/dashboard'));
    await page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Favourites' }).click();
    await expect(page).toHaveURL(url('/Dashboard/FavouritesB'));
    const favourite = list(page, 'Favourite lots').getByRole('listitem');
    await expect(favourite.getByRole('heading', { name: lot.title })).toBeVisible();

    await favourite.getByRole('button', { name: `Remove ${lot.title}` }).click();
    await expect(toasts(page).getByText('Product Removed from Favorites Successfully')).toBeVisible();
    await expect(page.getByText('No Favorites found')).toBeVisible();
    await expect(favourite).toBeHidden();
    expect(errors).toEqual([]);
  });
});

describe('winning and paying, on a server of its own (the seller closes the lots)', () => {
  const lena = demoBuyers.lena;
  let own: RunningStorefront;
  let later: { id: number; title: string };

  it("wins a timed lot, sees it under Won Lots 'Added To Checkout', pays it with a new card and opens its invoice", async () => {
    own = await startStorefront({ serverOnly: true });
    started.push(own);
    const at = (path: string) => new URL(path, own.url).href;
    // Lots far from their close, so no scheduler round closes them first.
    const [soon, afterwards] = await timedLots(own.url, { fromMinutes: 60, toMinutes: 24 * 60 });
    if (!soon || !afterwards) throw new Error('The fresh demo store has no timed lots open for the next hours.');
    later = afterwards;
    await leadLot(own.url, lena, soon);
    await leadLot(own.url, lena, afterwards);

    const token = await signIn(own.url, lena);
    const { page, errors } = await newPage({ initScript: signedInScript(token) });
    await page.goto(at('/dashboard'));
    const active = row(page, 'Active Lots', soon.title);
    await expect(active.getByText('Winning', { exact: true })).toBeVisible();

    // The seller closes the lot; the open dashboard drops it from Active Lots by itself.
    // The dashboard has read all its lists before the seller acts.
    await page.waitForLoadState('networkidle');
    const won = await closeAndWin(own.url, own.sellerKey, token, soon.id);
    expect(won.paid).toBe(0);
    await expect(active).toBeHidden();
    await page.getByRole('tab', { name: 'Won Lots' }).click();
    const wonRow = row(page, 'Won Lots', soon.title);
    await expect(wonRow.getByText('Won', { exact: true })).toBeVisible();
    await expect(wonRow.getByText('Added To Checkout')).toBeVisible();

    // The count is every unpaid won lot: the demo buyer may also win lots of the seed's own bids in this auction.
    await page.getByRole('link', { name: /^Checkout \(\d+\)$/ }).click();
    await expect(page).toHaveURL(at(`/Checkout?id=${won.common_invoice}`));
    await expect(page.getByRole('heading', { level: 2, name: 'Order Summary' })).toBeVisible();

    // Ship to a new address in Oregon: the state picker holds every state, with the API's region ids.
    await page.getByRole('button', { name: 'Add New Address' }).click();
    const address = page.getByRole('form', { name: 'New shipping address' });
    await expect(address.getByLabel('State')).toHaveValue('3919');
    await address.getByLabel('State').selectOption({ label: 'Oregon' });
    await address.getByLabel('Address', { exact: true }).fill('1200 SW Morrison St');
    await address.getByLabel('City').fill('Portland');
    await address.getByLabel('Zip Code').fill('97205');
    await address.getByRole('button', { name: 'Save Address' }).click();
    await expect(toasts(page).getByText('Address Added Successfully!!!')).toBeVisible();
    const newAddress = page.getByRole('radio', { name: /1200 SW Morrison St.*Oregon/ });
    await expect(newAddress).toBeVisible();
    await expect.poll(() => newAddress.getAttribute('aria-checked')).toBe('true');

    await page.getByRole('radio', { name: 'Add New Card' }).click();
    await fillCheckoutCard(page, '4242424242424242', 'Lena Brooks');
    const totalText = (await page.getByLabel('Totals').locator('[data-line="total"] dd').textContent()) ?? '';
    expect(totalText).toMatch(/^US \$/);
    await page.getByRole('button', { name: /^Pay US \$/ }).click();
    await expect(toasts(page).getByText('Successfully paid')).toBeVisible();
    await expect(page).toHaveURL(at('/dashboard'));

    await page.getByRole('tab', { name: 'Won Lots' }).click();
    const paidRow = row(page, 'Won Lots', soon.title);
    await expect(paidRow.getByText('Added To Checkout')).toBeHidden();
    await paidRow.getByRole('link', { name: `Invoice for ${soon.title}` }).click();
    await expect(page).toHaveURL(at(`/Invoice/${won.common_invoice}`));
    const invoice = page.getByRole('article', { name: `Invoice #${won.common_invoice}` });
    await expect(invoice.getByText('Grand Total').locator('xpath=following-sibling::*[1]')).toHaveText(totalText);
    // The invoice is from the store whose address the footer gives.
    const from = invoice.getByRole('heading', { name: 'From' }).locator('xpath=following-sibling::address[1]');
    const footer = page.getByRole('contentinfo');
    for (const line of ['Bullion & Coin Auctions', '1200 SW Morrison St', 'Suite 400']) {
      await expect(from.getByText(line, { exact: true })).toBeVisible();
      await expect(footer.getByText(line, { exact: false }).first()).toBeVisible();
    }
    // It ships to the address picked at checkout, its state and country named as the checkout named them.
    const to = invoice.getByRole('heading', { name: 'To' }).locator('xpath=following-sibling::address[1]');
    await expect(to).toBeVisible();
    expect(await to.locator('span').allTextContents()).toEqual([
      'Lena Brooks',
      '1200 SW Morrison St',
      'Portland, Oregon 97205',
      'United States',
    ]);
    expect(errors).toEqual([]);
  });

  it('adds a bank, verifies it with the micro-deposits and pays the next won lot with it', async () => {
    if (!own || !later) throw new Error('The first lot was not won.');
    const at = (path: string) => new URL(path, own.url).href;
    const token = await signIn(own.url, lena);
    const { page, errors } = await newPage({ initScript: signedInScript(token) });

    await page.goto(at('/Dashboard/bankDetails'));
    await page.getByRole('button', { name: 'Add Bank' }).click();
    const form = page.getByRole('form', { name: 'Add bank' });
    await form.getByLabel('Account Holder Name').fill('Lena Brooks');
    await form.getByLabel('Routing Number').fill('110000000');
    await form.getByLabel('Account Number').fill('000123456789');
    await form.getByRole('button', { name: 'Add Bank' }).click();
    await expect(toasts(page).getByText('Bank Details Added Successfully')).toBeVisible();
    const bank = page.getByRole('listitem', { name: 'STRIPE TEST BANK' });
    await bank.getByRole('button', { name: 'VERIFY' }).click();
    const dialog = page.getByRole('dialog', { name: 'Verify Bank' });
    await dialog.getByLabel('Amount 1').fill('0.32');
    await dialog.getByLabel('Amount 2').fill('0.45');
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(toasts(page).getByText('Bank Verified Successfully')).toBeVisible();
    await expect(bank.getByText('Verified', { exact: true })).toBeVisible();

    // Closed after the first lot was paid, so it goes on a new invoice: the bank pays that one.
    const won = await closeAndWin(own.url, own.sellerKey, token, later.id);
    expect(won.paid).toBe(0);
    await page.goto(at('/WonAuction'));
    await expect(row(page, 'Won Lots', later.title).getByText('Added To Checkout')).toBeVisible();
    // The count is every unpaid won lot: the demo buyer may also win lots of the seed's own bids in this auction.
    await page.getByRole('link', { name: /^Checkout \(\d+\)$/ }).click();
    await expect(page).toHaveURL(at(`/Checkout?id=${won.common_invoice}`));
    await page.getByRole('radio', { name: 'Bank (ACH)' }).click();
    await page.getByRole('radio', { name: /^STRIPE TEST BANK/ }).click();
    await page.getByRole('button', { name: /^Pay US \$/ }).click();
    await expect(toasts(page).getByText('Successfully paid')).toBeVisible();
    await expect(page).toHaveURL(at('/dashboard'));
    expect((await wonRows(own.url, token)).find((candidate) => candidate.id === later.id)?.paid).toBe(1);
    expect(errors).toEqual([]);
  });
});
