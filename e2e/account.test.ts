import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { mailLink, newBuyer, signInAs, type NewBuyer } from './support/accounts';
import { demoBuyers } from './support/demoStore';
import { journey } from './support/journey';

const { url, newPage } = journey();

const toast = (page: Page, text: string) => page.getByRole('region', { name: 'Notifications' }).getByText(text);

async function fillDetails(page: Page, buyer: NewBuyer) {
  await page.getByLabel('First name').fill(buyer.first_name);
  await page.getByLabel('Last name').fill(buyer.last_name);
  await page.getByLabel('Email address').fill(buyer.email);
  await page.getByRole('textbox', { name: 'Phone number' }).fill(buyer.phone);
  await page.getByLabel('Password', { exact: true }).fill(buyer.password);
  await page.getByLabel('Confirm password').fill(buyer.password);
  await page.getByLabel('Address line 1').fill('1 Main St');
  await page.getByLabel('City').fill('Montgomery');
  await page.getByLabel('Zip code').fill('36104');
}

const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue to card details' });

describe('signing up', () => {
  it('checks every rule of step 1 before going on', async () => {
    const { page, errors } = await newPage();
    await page.goto(url('/signup'));
    await expect(page.getByRole('link', { name: 'Past Auctions' })).toBeHidden();
    await expect(page.getByLabel('Country', { exact: true })).toHaveValue('United States');
    await expect(page.getByLabel('State')).toHaveValue('Alabama');

    await continueButton(page).click();
    await expect(page.getByLabel('First name')).toHaveAccessibleDescription('Required!');
    await expect(page.getByLabel('Zip code')).toHaveAccessibleDescription('Required!');

    await page.getByLabel('First name').fill("Mary'Ann");
    await page.getByLabel('Last name').fill('Smith2');
    await page.getByLabel('Email address').fill('mary@');
    await page.getByRole('textbox', { name: 'Phone number' }).fill('12345');
    await page.getByLabel('Password', { exact: true }).fill('gold#coin9');
    await page.getByLabel('Confirm password').fill('Gold#Coin8');
    await page.getByLabel('City').fill('Portland 2');
    await page.getByLabel('Zip code').fill('1234');
    await continueButton(page).click();
    await expect(page.getByLabel('First name')).toHaveAccessibleDescription('Only letters and spaces are allowed');
    await expect(page.getByLabel('Last name')).toHaveAccessibleDescription(
      'Only letters, spaces and apostrophes are allowed',
    );
    await expect(page.getByLabel('Email address')).toHaveAccessibleDescription('Invalid email format');
    await expect(page.getByText('Phone number invalid')).toBeVisible();
    await expect(page.getByText('Password must contain an uppercase letter')).toBeVisible();
    await expect(page.getByLabel('Confirm password')).toHaveAccessibleDescription('Passwords must match');
    await expect(page.getByLabel('City')).toHaveAccessibleDescription('Only letters are allowed');
    await expect(page.getByLabel('Zip code')).toHaveAccessibleDescription('Zip code must be 5 to 6 digits');

    for (const [password, message] of [
      ['Gold Coin#9', 'Password must not contain spaces'],
      ['GOLD#COIN9', 'Password must contain a lowercase letter'],
      ['Gold#Coins', 'Password must contain a number'],
      ['GoldCoin99', 'Password must contain a special character'],
      ['Go#1d', 'Password must be at least 8 characters'],
    ] as const) {
      await page.getByLabel('Password', { exact: true }).fill(password);
      await continueButton(page).click();
      await expect(page.getByText(message).first()).toBeVisible();
    }
    await expect(page).toHaveURL(url('/signup'));
    expect(errors).toEqual([]);
  });

  it("shows the server's message when the e-mail is registered already", async () => {
    const { page } = await newPage();
    await page.goto(url('/signup'));
    await fillDetails(page, { ...newBuyer(), email: demoBuyers.grace.email });
    await continueButton(page).click();
    await expect(page.getByLabel('Email address')).toHaveAccessibleDescription(
      'This e-mail address is already registered. Please sign in or use another one.',
    );
    await expect(page).toHaveURL(url('/signup'));
  });

  it('signs up in two steps with the sandbox card, activates from the mail and signs in', async () => {
    const buyer = newBuyer();
    const { page, errors } = await newPage();
    const sentToStore: string[] = [];
    page.on('request', (request) => {
      if (!new URL(request.url()).pathname.startsWith('/api/')) sentToStore.push(request.postData() ?? '');
    });

    await page.goto(url('/signup'));
    await fillDetails(page, buyer);
    await continueButton(page).click();
    await expect(page).toHaveURL(url('/cardDetails'));
    await expect(page.getByRole('link', { name: 'Past Auctions' })).toBeHidden();

    // Back keeps step 1; a reload of step 2 keeps it too.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByLabel('First name')).toHaveValue(buyer.first_name);
    await expect(page.getByLabel('Email address')).toHaveValue(buyer.email);
    await continueButton(page).click();
    await expect(page.getByLabel('Card number')).toBeVisible();
    await expect(page).toHaveURL(url('/cardDetails'));
    await page.reload();
    await expect(page.getByRole('form', { name: 'Card details' }).getByText(buyer.email)).toBeVisible();

    await page.getByLabel('Card number').fill('4242 4242 4242 42');
    await page.getByLabel('Name on card').fill('Mary 4nn');
    await page.getByLabel('CVV').fill('12');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByLabel('Card number')).toHaveAccessibleDescription('Card number must be 15 to 16 digits');
    await expect(page.getByLabel('Name on card')).toHaveAccessibleDescription('Only letters and spaces are allowed');
    await expect(page.getByLabel('Expiry month')).toHaveAccessibleDescription('Not a valid expiration date');
    await expect(page.getByLabel('CVV')).toHaveAccessibleDescription('Invalid Cvv');

    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Name on card').fill('Mary Ann ONeil');
    await page.getByLabel('Expiry month').fill('12');
    await page.getByLabel('Expiry year').fill('2031');
    await page.getByLabel('CVV').fill('123');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(toast(page, 'Thanks for Registration')).toBeVisible();
    await expect(page).toHaveURL(url('/login'));
    expect(sentToStore.filter((body) => body.includes('4242424242424242') || body.includes('"cvc"'))).toEqual([]);
    expect(await page.evaluate(() => sessionStorage.getItem('signup-details'))).toBeNull();
    // The outbox is the server's own page (no icon of its own): the storefront's pages are checked up to here.
    expect(errors).toEqual([]);

    const link = await mailLink(page, url(), buyer.email, 'Activate your account');
    expect(new URL(link).pathname).toBe('/verifyUser');
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Your account is active' })).toBeVisible();
    await expect(page.getByText('Your account is active. You can sign in now.')).toBeVisible();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(url('/login'));
    await signInAs(page, buyer);
    await expect(page).toHaveURL(url('/'));
    await expect(page.getByRole('banner').getByText(buyer.first_name)).toBeVisible();
  });

  it('says plainly when an activation link does not work, and what to do', async () => {
    const { page } = await newPage();
    await page.goto(url('/verifyUser?userId=not-a-signed-value'));
    await expect(page.getByRole('heading', { name: 'Your account was not activated' })).toBeVisible();
    await expect(page.getByText(/This activation link is not valid, was already used or has expired\./)).toBeVisible();
    await expect(page.getByText(/If you activated your account already, sign in\./)).toBeVisible();
  });

  it('sends step 2 without step 1 back to the details', async () => {
    const { page } = await newPage();
    await page.goto(url('/cardDetails'));
    await expect(page.getByText('Your details come first')).toBeVisible();
    await page.getByRole('button', { name: 'Go to personal details' }).click();
    await expect(page).toHaveURL(url('/signup'));
  });
});
