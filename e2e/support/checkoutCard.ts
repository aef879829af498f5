import type { Page } from 'playwright-core';

/** Fills checkout's new-card fields (the card goes to the card provider only) with a sandbox card number. */
export async function fillCheckoutCard(page: Page, number: string, name: string) {
  const card = page.getByRole('group', { name: 'New card' });
  await card.getByLabel('Card Number').fill(number);
  await card.getByLabel('Name on Card').fill(name);
  await card.getByLabel('Expiry Month').fill('12');
  await card.getByLabel('Expiry Year').fill('2031');
  await card.getByLabel('CVV').fill('123');
  await card.getByLabel('Card Address Line 1').fill('1 Main St');
  await card.getByLabel('Card City').fill('Portland');
  await card.getByLabel('Card State').fill('Oregon');
  await card.getByLabel('Card Zip Code').fill('97205');
}
