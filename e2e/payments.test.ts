import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { call, demoBuyers, signIn } from './support/demoStore';
import { journey } from './support/journey';
import { fillCheckoutCard } from './support/checkoutCard';

const { url, newPage } = journey();
const { owen, lena, grace } = demoBuyers;

/** A page signed in as `buyer` from the start (the token in local storage, as the login page leaves it). */
async function signedInPage(buyer: { email: string; password: string }) {
  const token = await signIn(url(), buyer);
  const opened = await newPage({ initScript: `localStorage.setItem('token', ${JSON.stringify(token)})` });
  return { ...opened, token };
}

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });

/** The common invoices of a buyer's won lots, paid or not, as the dashboard lists them. */
async function invoicesOf(token: string, paid: boolean): Promise<number[]> {
  const answer = await call(url(), 'buyerDashboard', { sh_limit: 100, page: 1, status: 'bidwon' }, token);
  const ids = answer.results
    .filter((row) => (row.paid !== 0) === paid && row.common_invoice !== null)
    .map((row) => row.common_invoice as number);
  return [...new Set(ids)];
}

describe('saved cards', () => {
  it('adds a card at the provider only, selects it and deletes it after a confirmation', async () => {
    const { page, errors } = await signedInPage(owen);
    const sentToStore: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/api/customer/') || path.startsWith('/api/charge/')) return;
      sentToStore.push(`${request.url()} ${request.postData() ?? ''}`);
    });
    await page.goto(url('/Dashboard/Paymenttabs'));
    await expect(page.getByRole('heading', { level: 2, name: 'Saved Cards' })).toBeVisible();
    await expect(page.getByRole('listitem', { name: 'Visa ending in 4242' })).toBeVisible();

    await page.getByRole('button', { name: 'Add Card' }).click();
    const form = page.getByRole('form', { name: 'Add card' });
    await form.getByLabel('Card Number').fill('5555555555554444');
    await form.getByLabel('Expiry Month').fill('13');
    await form.getByLabel('Expiry Year').fill('2031');
    await form.getByLabel('CVV').fill('12');
    await form.getByLabel('Name on Card').fill('Owen Parker');
    await form.getByRole('button', { name: 'Save Card' }).click();
    await expect(form.getByText('Not a valid expiration date')).toBeVisible();
    await expect(form.getByText('Invalid Cvv')).toBeVisible();

    await form.getByLabel('Expiry Month').fill('11');
    await form.getByLabel('CVV').fill('123');
    await form.getByRole('button', { name: 'Save Card' }).click();
    await expect(toasts(page).getByText('Card Saved Successfully')).toBeVisible();
    const added = page.getByRole('listitem', { name: /ending in 4444$/ });
    await expect(added).toBeVisible();
    await expect(added.getByText('Expires 11/2031')).toBeVisible();

    await added.getByRole('button', { name: 'Select' }).click();
    await expect(toasts(page).getByText('Card selected successfully')).toBeVisible();
    await expect(added.getByText('Selected')).toBeVisible();
    // The selection is the account's: it is still there on the next visit.
    await page.reload();
    await expect(added.getByText('Selected')).toBeVisible();

    await added.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Card' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toasts(page).getByText('Card Deleted Successfully')).toBeVisible();
    await expect(added).toBeHidden();
    await expect(page.getByRole('listitem', { name: 'Visa ending in 4242' })).toBeVisible();

    for (const sent of sentToStore) {
      expect(sent).not.toContain('5555555555554444');
      expect(sent).not.toMatch(/"(cvc|cvv)"/);
    }
    expect(sentToStore.some((sent) => sent.includes('/mobileapi/updateCard'))).toBe(true);
    expect(errors).toEqual([]);
  });

  it("shows the provider's message for a declined card and saves nothing", async () => {
    const { page } = await signedInPage(owen);
    await page.goto(url('/Dashboard/Paymenttabs'));
    await page.getByRole('button', { name: 'Add Card' }).click();
    const form = page.getByRole('form', { name: 'Add card' });
    await form.getByLabel('Card Number').fill('4000 0000 0000 0002');
    await form.getByLabel('Expiry Month').fill('4');
    await form.getByLabel('Expiry Year').fill('2030');
    await form.getByLabel('CVV').fill('321');
    await form.getByLabel('Name on Card').fill('Owen Parker');
    await form.getByRole('button', { name: 'Save Card' }).click();
    await expect(toasts(page).getByText('Your card was declined.')).toBeVisible();
    await expect(page.getByRole('listitem', { name: /ending in 0002$/ })).toBeHidden();
  });

  it('asks a visitor to sign in first and comes back', async () => {
    const { page } = await newPage();
    await page.goto(url('/Dashboard/Paymenttabs'));
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await page.getByLabel('Email address').fill(owen.email);
    await page.getByLabel('Password', { exact: true }).fill(owen.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(url('/Dashboard/Paymenttabs'));
    await expect(page.getByRole('heading', { level: 2, name: 'Saved Cards' })).toBeVisible();
  });
});

describe('bank details', () => {
  it('adds a bank, refuses wrong micro-deposits with the plugin message, and verifies it with 32 and 45 cents', async () => {
    const { page, errors } = await signedInPage(owen);
    await page.goto(url('/Dashboard/bankDetails'));
    await expect(page.getByRole('heading', { level: 2, name: 'Bank Details' })).toBeVisible();
    await expect(page.getByText('No Data Found', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Add Bank' }).click();
    const form = page.getByRole('form', { name: 'Add bank' });
    await form.getByLabel('Account Holder Name').fill('Owen Parker');
    await form.getByRole('radio', { name: 'Company' }).click();
    await form.getByLabel('Routing Number').fill('11000000');
    await form.getByLabel('Account Number').fill('000123456789');
    await form.getByRole('button', { name: 'Add Bank' }).click();
    await expect(form.getByText('Minimum 9 digits')).toBeVisible();

    await form.getByLabel('Routing Number').fill('110000000');
    await form.getByRole('button', { name: 'Add Bank' }).click();
    await expect(toasts(page).getByText('Bank Details Added Successfully')).toBeVisible();
    const bank = page.getByRole('listitem', { name: 'STRIPE TEST BANK' });
    await expect(bank.getByText('New', { exact: true })).toBeVisible();

    await bank.getByRole('button', { name: 'VERIFY' }).click();
    const dialog = page.getByRole('dialog', { name: 'Verify Bank' });
    await dialog.getByLabel('Amount 1').fill('0.11');
    await dialog.getByLabel('Amount 2').fill('0.22');
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(
      toasts(page).getByText('The amounts do not match the micro-deposits sent to this account.'),
    ).toBeVisible();
    await expect(dialog).toBeVisible();

    await dialog.getByLabel('Amount 1').fill('0.32');
    await dialog.getByLabel('Amount 2').fill('45');
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(toasts(page).getByText('Bank Verified Successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(bank.getByText('Verified', { exact: true })).toBeVisible();
    await expect(bank.getByRole('button', { name: 'VERIFY' })).toBeHidden();
    expect(errors).toEqual([]);
  });
});

describe('invoices', () => {
  it("shows a paid invoice: from and to, payment type, a table per lot, the grand total, 'Paid'", async () => {
    const { page, token, errors } = await signedInPage(lena);
    const [invoiceId] = await invoicesOf(token, true);
    expect(invoiceId).toBeDefined();
    await page.goto(url(`/Invoice/${invoiceId}`));
    const invoice = page.getByRole('article', { name: `Invoice #${invoiceId}` });
    await expect(invoice).toBeVisible();
    await expect(invoice.getByText('Paid', { exact: true })).toBeVisible();
    await expect(invoice.getByRole('heading', { name: 'From' })).toBeVisible();
    // The store's phone as its footer writes it, not the API's digits.
    const phone = await page
      .getByRole('contentinfo')
      .getByRole('link', { name: /^\(\d{3}\) \d{3}-\d{4}$/ })
      .innerText();
    await expect(invoice.getByText(phone, { exact: true })).toBeVisible();
    await expect(invoice.getByRole('heading', { name: 'To' })).toBeVisible();
    await expect(invoice.getByText('Card', { exact: true })).toBeVisible();
    await expect(invoice.getByRole('table').first()).toBeVisible();
    await expect(invoice.getByText('Grand Total')).toBeVisible();
    await expect(invoice.getByText('Thank you for shopping with us !')).toBeVisible();
    expect(errors).toEqual([]);
  });

  it("answers another buyer's invoice with 'Invoice not Found' and goes back to the dashboard", async () => {
    const lenaToken = await signIn(url(), lena);
    const [lenasInvoice] = await invoicesOf(lenaToken, true);
    const { page } = await signedInPage(grace);
    await page.goto(url(`/Invoice/${lenasInvoice}`));
    await expect(toasts(page).getByText('Invoice not Found')).toBeVisible();
    await expect(page).toHaveURL(url('/dashboard'));
  });
});

describe('checkout', () => {
  it("answers a checkout of another buyer's invoice with 'Invoice not Found' and goes back to the dashboard", async () => {
    const lenaToken = await signIn(url(), lena);
    const [lenasInvoice] = await invoicesOf(lenaToken, true);
    expect(lenasInvoice).toBeDefined();
    const { page } = await signedInPage(grace);
    await page.goto(url(`/Checkout?id=${lenasInvoice}`));
    await expect(toasts(page).getByText('Invoice not Found')).toBeVisible();
    await expect(page).toHaveURL(url('/dashboard'));
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  it("shows the provider's message for a declined card and leaves the invoice unpaid", async () => {
    const { page, token } = await signedInPage(grace);
    const [invoiceId] = await invoicesOf(token, false);
    expect(invoiceId).toBeDefined();
    await page.goto(url(`/Checkout?id=${invoiceId}`));
    await page.getByRole('radio', { name: 'Add New Card' }).click();
    await fillCheckoutCard(page, '4000000000000002', 'Grace Miller');
    await page.getByRole('button', { name: /^Pay US \$/ }).click();
    await expect(toasts(page).getByText('Your card was declined.')).toBeVisible();
    await expect(page).toHaveURL(/\/Checkout\?/);
    expect(await invoicesOf(token, false)).toContain(invoiceId);
  });

  it('says what is wrong with each field of a new address, a new card and a bank payment, in the spec’s words, and keeps what was typed', async () => {
    const { page, token, errors } = await signedInPage(grace);
    const [invoiceId] = await invoicesOf(token, false);
    expect(invoiceId).toBeDefined();
    await page.goto(url(`/Checkout?id=${invoiceId}`));
    await expect(page.getByRole('heading', { level: 2, name: 'Order Summary' })).toBeVisible();

    await page.getByRole('button', { name: 'Add New Address' }).click();
    const address = page.getByRole('form', { name: 'New shipping address' });
    await address.getByLabel('Address', { exact: true }).fill('12 Elm St; Apt 4');
    await address.getByLabel('City').fill('Portland!');
    await address.getByLabel('Zip Code').fill('972');
    await address.getByRole('button', { name: 'Save Address' }).click();
    await expect(address.getByText('Special characters not allowed', { exact: true })).toBeVisible();
    await expect(address.getByText('Only characters allowed', { exact: true })).toBeVisible();
    await expect(address.getByText('Minimum 5 digits required', { exact: true })).toBeVisible();
    await expect(address.getByLabel('Address', { exact: true })).toHaveValue('12 Elm St; Apt 4');
    await address.getByLabel('Address', { exact: true }).fill('1'.repeat(251));
    await address.getByRole('button', { name: 'Save Address' }).click();
    await expect(address.getByText('Maximum 250 characters', { exact: true })).toBeVisible();
    await address.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('radio', { name: 'Add New Card' }).click();
    const card = page.getByRole('group', { name: 'New card' });
    await card.getByLabel('Expiry Month').fill('13');
    await card.getByLabel('Expiry Year').fill('31');
    await card.getByLabel('CVV').fill('1');
    await card.getByLabel('Card Country').fill('');
    const pay = page.getByRole('button', { name: /^Pay US \$/ });
    await pay.click();
    await expect(toasts(page).getByText('Please Select Or Add New Card Details', { exact: true })).toBeVisible();
    for (const message of [
      'Enter valid card number',
      'Enter valid card name',
      'Enter valid expiry month',
      'Invalid year',
      'Enter valid CVV',
      'Enter card address line 1',
      'Enter valid card country',
      'Enter valid card state',
      'Enter valid card city',
      'Enter valid card zip code',
    ]) {
      await expect(card.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(card.getByLabel('Expiry Month')).toHaveValue('13');
    // Everything right but an expiry in the past.
    await fillCheckoutCard(page, '4242424242424242', 'Grace Miller');
    await card.getByLabel('Card Country').fill('United States');
    await card.getByLabel('Expiry Year').fill('2020');
    await pay.click();
    await expect(card.getByText('Enter valid expiry year', { exact: true })).toBeVisible();

    await page.getByRole('radio', { name: 'Bank (ACH)' }).click();
    await pay.click();
    await expect(toasts(page).getByText('Please Select Bank Details', { exact: true })).toBeVisible();

    // A bank added but not yet verified with its micro-deposits does not pay.
    await page.goto(url('/Dashboard/bankDetails'));
    await page.getByRole('button', { name: 'Add Bank' }).click();
    const bankForm = page.getByRole('form', { name: 'Add bank' });
    await bankForm.getByLabel('Account Holder Name').fill('Grace Miller');
    await bankForm.getByLabel('Routing Number').fill('110000000');
    await bankForm.getByLabel('Account Number').fill('000123456789');
    await bankForm.getByRole('button', { name: 'Add Bank' }).click();
    await expect(toasts(page).getByText('Bank Details Added Successfully')).toBeVisible();
    await page.goto(url(`/Checkout?id=${invoiceId}`));
    await page.getByRole('radio', { name: 'Bank (ACH)' }).click();
    // Only verified banks can be chosen: the unverified one is shown, not selectable, with where to verify it.
    const unverified = page.getByRole('radio', { name: /Not verified$/ });
    await expect(unverified).toBeDisabled();
    await unverified.click({ force: true });
    await expect(unverified).not.toBeChecked();
    await expect(page.getByRole('link', { name: 'verify it in Bank Details' })).toHaveAttribute(
      'href',
      '/Dashboard/bankDetails',
    );
    await pay.click();
    await expect(
      toasts(page).getByText('Please Verify Bank Details or please select verified bank details', { exact: true }),
    ).toBeVisible();
    expect(await invoicesOf(token, false)).toContain(invoiceId);
    expect(errors).toEqual([]);
  });

  it('reports a past expiry and an empty card address at once, with the other fields right', async () => {
    const { page, token } = await signedInPage(grace);
    const [invoiceId] = await invoicesOf(token, false);
    expect(invoiceId).toBeDefined();
    await page.goto(url(`/Checkout?id=${invoiceId}`));
    await page.getByRole('radio', { name: 'Add New Card' }).click();
    const card = page.getByRole('group', { name: 'New card' });
    await fillCheckoutCard(page, '4242424242424242', 'Grace Miller');
    await card.getByLabel('Expiry Year').fill('2020');
    await card.getByLabel('Card Address Line 1').fill('');
    await page.getByRole('button', { name: /^Pay US \$/ }).click();
    await expect(card.getByText('Enter valid expiry year', { exact: true })).toBeVisible();
    await expect(card.getByText('Enter card address line 1', { exact: true })).toBeVisible();
    await expect(card.getByLabel('Expiry Year')).toHaveAccessibleDescription('Enter valid expiry year');
  });

  it('pays an invoice with a new sandbox card from two tabs at once, charged once; the invoice total is the checkout total', async () => {
    const { page, token, errors } = await signedInPage(grace);
    const [invoiceId] = await invoicesOf(token, false);
    expect(invoiceId).toBeDefined();
    const other = await page.context().newPage();
    const sentToStore: string[] = [];
    const charges: string[] = [];
    for (const tab of [page, other]) {
      tab.on('request', (request) => {
        const path = new URL(request.url()).pathname;
        if (path === '/api/charge/create') charges.push(path);
        if (path.startsWith('/api/customer/') || path.startsWith('/api/charge/')) return;
        sentToStore.push(`${request.url()} ${request.postData() ?? ''}`);
      });
    }
    await page.goto(url(`/Checkout?id=${invoiceId}`));
    await other.goto(url(`/Checkout?id=${invoiceId}`));
    await expect(page.getByRole('heading', { level: 2, name: 'Order Summary' })).toBeVisible();
    await page.getByRole('radio', { name: 'Add New Card' }).click();
    const pay = page.getByRole('button', { name: /^Pay US \$/ });
    const totalText = (await page.getByLabel('Totals').locator('[data-line="total"] dd').textContent()) ?? '';
    expect(totalText).toMatch(/^US \$/);

    await pay.click();
    await expect(toasts(page).getByText('Please Select Or Add New Card Details')).toBeVisible();
    await expect(page.getByText('Enter valid card number')).toBeVisible();

    await fillCheckoutCard(page, '4242424242424242', 'Grace Miller');
    await other.getByRole('radio', { name: /^Visa ending in 4242/ }).click();
    // The charge waits until the paying tab has been seen busy: on a fast machine it is over before a look could land.
    let releaseCharge = () => {};
    const chargeHeld = new Promise<void>((resolve) => (releaseCharge = resolve));
    await page.context().route('**/api/charge/create', async (route) => {
      await chargeHeld;
      await route.continue();
    });
    await Promise.all([pay.dblclick(), other.getByRole('button', { name: /^Pay US \$/ }).click()]);
    await expect(page.getByRole('button', { name: 'Loading' })).toBeDisabled();
    releaseCharge();
    await expect(toasts(page).getByText('Successfully paid')).toBeVisible();
    await expect(toasts(page).getByText('Payment successful!', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(url('/dashboard'));
    await expect(toasts(other).getByText('Successfully paid')).toBeVisible();
    await expect(other).toHaveURL(url('/dashboard'));
    expect(charges).toHaveLength(1);

    for (const sent of sentToStore) {
      expect(sent).not.toContain('4242424242424242');
      expect(sent).not.toMatch(/"(cvc|cvv)"/);
    }

    await page.goto(url(`/Invoice/${invoiceId}`));
    const invoice = page.getByRole('article', { name: `Invoice #${invoiceId}` });
    await expect(invoice.getByText('Grand Total').locator('xpath=following-sibling::*[1]')).toHaveText(totalText);
    expect(await invoicesOf(token, false)).not.toContain(invoiceId);

    // The checkout opened again (a bookmark, Back) says the invoice is paid and leads to it, with nothing to pay.
    await page.goto(url(`/Checkout?id=${invoiceId}`));
    await expect(page.getByText('This invoice is already paid.')).toBeVisible();
    expect(await page.getByRole('button', { name: /^Pay US \$/ }).count()).toBe(0);
    await page.getByRole('link', { name: `View Invoice #${invoiceId}` }).click();
    await expect(page.getByRole('article', { name: `Invoice #${invoiceId}` })).toBeVisible();
    expect(errors).toEqual([]);
  });

  it('waits for the seller to price shipping', async () => {
    const { page, token } = await signedInPage(owen);
    const [invoiceId] = await invoicesOf(token, false);
    expect(invoiceId).toBeDefined();
    await page.goto(url(`/Checkout?id=${invoiceId}`));
    await expect(page.getByRole('status').getByText('Please Wait Until seller update shipping cost')).toBeVisible();
    await page.getByRole('button', { name: /^Pay US \$/ }).click();
    await expect(toasts(page).getByText('Please Wait Until seller update shipping cost')).toBeVisible();
  });
});
