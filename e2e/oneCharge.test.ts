import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillCheckoutCard } from './support/checkoutCard';
import { recordCharges, loseNextAnswer } from './support/chargeRecorder';
import { demoBuyers, signIn } from './support/demoStore';
import { journey } from './support/journey';
import { signedInScript, timedLots } from './support/lotPages';
import { startStorefront, type RunningStorefront } from './support/startStorefront';
import { closeAndWin, leadLot, paymentHistory, wonRows } from './support/wonLots';

const { newPage } = journey();
const lena = demoBuyers.lena;
let own: RunningStorefront;
let lots: { id: number; lotof: number; next_bid: number }[] = [];

// A server of its own: the seller closes lots on it, and its invoices are this suite's alone.
beforeAll(async () => {
  own = await startStorefront({ serverOnly: true });
  // Lots far from their close, so no scheduler round closes them first; Lena leads each.
  lots = (await timedLots(own.url, { fromMinutes: 60, toMinutes: 24 * 60 })).slice(-3);
  if (lots.length < 3) throw new Error('The fresh demo store has too few timed lots open for the next hours.');
  for (const lot of lots) await leadLot(own.url, lena, lot);
});
afterAll(async () => {
  await own?.stop('SIGKILL');
});

const at = (path: string) => new URL(path, own.url).href;
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });
const payButton = (page: Page) => page.getByRole('button', { name: /^Pay US \$/ });

/** Lena wins the next lot (the seller closes it now) and opens its checkout in a signed-in tab, at the Pay step. */
async function wonCheckout(lot: { id: number }) {
  const token = await signIn(own.url, lena);
  const won = await closeAndWin(own.url, own.sellerKey, token, lot.id);
  expect(won.paid).toBe(0);
  const { page, errors } = await newPage({ initScript: signedInScript(token) });
  const charges = await recordCharges(page.context());
  await atPayStep(page, won.common_invoice!);
  return { page, errors, token, invoice: won.common_invoice!, charges };
}

async function atPayStep(page: Page, invoice: number) {
  await page.goto(at(`/Checkout?id=${invoice}`));
  await expect(page.getByRole('heading', { level: 2, name: 'Order Summary' })).toBeVisible();
  await page.getByRole('radio', { name: 'Add New Card' }).click();
  await fillCheckoutCard(page, '4242424242424242', 'Lena Brooks');
}

/** Paid once: the invoice is paid, it has exactly one payment in the history, and one charge was taken. */
async function expectPaidOnce(token: string, invoice: number, charges: { charges: () => number }) {
  const rows = (await wonRows(own.url, token)).filter((row) => row.common_invoice === invoice);
  expect(rows.length).toBeGreaterThan(0);
  expect(rows.every((row) => row.paid === 1)).toBe(true);
  expect((await paymentHistory(own.url, token)).filter((payment) => payment.common_invoice === invoice)).toHaveLength(
    1,
  );
  expect(charges.charges()).toBe(1);
}

describe('one charge per checkout', () => {
  it('two tabs at the Pay step clicked together take one charge, and both say paid', async () => {
    const { page, token, invoice, charges, errors } = await wonCheckout(lots[0]!);
    const second = await page.context().newPage();
    await atPayStep(second, invoice);

    await Promise.all([payButton(page).click(), payButton(second).click()]);
    for (const tab of [page, second]) {
      await expect(toasts(tab).getByText('Successfully paid')).toBeVisible();
      await expect(tab).toHaveURL(at('/dashboard'));
    }
    await expectPaidOnce(token, invoice, charges);
    expect(errors).toEqual([]);
  });

  it('a Pay pressed again after the answers were lost (the charge’s, then the payment’s) takes one charge', async () => {
    const { page, token, invoice, charges } = await wonCheckout(lots[1]!);

    // The charge reaches the card sandbox, but its answer is lost: the buyer is told to try again.
    charges.dropNextAnswer();
    await payButton(page).click();
    await expect(toasts(page).getByText('Try Again later.')).toBeVisible();
    expect(charges.requests()).toBe(1);

    // The buyer presses Pay again; this time the storefront's record of the payment loses its answer.
    const recordLost = loseNextAnswer(page.context(), '**/mobileapi/successAfterPayAuction');
    await payButton(page).click();
    await recordLost;
    expect(charges.requests()).toBe(2);
    await expect(payButton(page)).toBeEnabled();
    await expect(page).toHaveURL(/\/Checkout\?/);

    // And once more: it goes through, on the one charge.
    await payButton(page).click();
    await expect(toasts(page).getByText('Successfully paid')).toBeVisible();
    await expect(page).toHaveURL(at('/dashboard'));
    await expectPaidOnce(token, invoice, charges);
  });

  it('a second tab that presses Pay after the first paid takes no charge and shows the invoice paid', async () => {
    const { page, token, invoice, charges } = await wonCheckout(lots[2]!);
    const second = await page.context().newPage();
    await atPayStep(second, invoice);

    await payButton(page).click();
    await expect(toasts(page).getByText('Successfully paid')).toBeVisible();
    await expect(page).toHaveURL(at('/dashboard'));

    await payButton(second).click();
    await expect(toasts(second).getByText('Successfully paid')).toBeVisible();
    await expect(second).toHaveURL(at('/dashboard'));
    await expectPaidOnce(token, invoice, charges);
  });
});
