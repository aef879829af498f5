import { describe, expect, it } from 'vitest';
import { registeredBuyer, signInAs } from './support/accounts';
import { signIn } from './support/demoStore';
import { journey } from './support/journey';
import { signedInScript, timedLots } from './support/lotPages';
import { alarmsShown, shownTextsScript, socketConnections } from './support/shownTexts';

const { url, newPage } = journey();

describe('no false alarm about the live connection', () => {
  it('three fresh loads of a lot page, typed into and bid on in the first second, never say paused, lost or reconnecting', async () => {
    const { page: setup } = await newPage();
    const buyer = await registeredBuyer(setup, url());
    const token = await signIn(url(), buyer);
    const lot = (await timedLots(url(), { fromMinutes: 30, toMinutes: 24 * 60 })).at(-1)!;
    for (let load = 0; load < 3; load += 1) {
      const { page, errors } = await newPage({ initScript: signedInScript(token) + shownTextsScript });
      const connections = socketConnections(page);
      await page.goto(url(`/timedlotView/${lot.lotof}/${lot.id}/0`), { waitUntil: 'commit' });
      // The buyer types at once, while the first connection is still being made, and presses Place Bid.
      await page.getByLabel('Bid Amount').pressSequentially('1');
      await page.getByRole('button', { name: 'Place Bid' }).click();
      await expect(page.getByText(/^Min\. Bid \$/)).toBeVisible();
      await connections.reached(1);
      await expect(page.getByRole('button', { name: 'Place Bid' })).toBeEnabled();
      expect(await alarmsShown(page)).toEqual([]);
      expect(errors).toEqual([]);
    }
  });

  it('Logout and a password change say nothing about the connection', async () => {
    const { page } = await newPage({ initScript: shownTextsScript });
    const buyer = await registeredBuyer(page, url());
    const connections = socketConnections(page);
    await page.goto(url('/login?redirect=/Dashboard/Profile'));
    await signInAs(page, buyer);
    await expect(page).toHaveURL(url('/Dashboard/Profile'));
    await connections.reached(1);
    const signedInAt = connections.count();

    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByLabel('Current password').fill(buyer.password);
    await form.getByLabel('New password', { exact: true }).fill('Platinum#1');
    await form.getByLabel('Confirm new password').fill('Platinum#1');
    await form.getByRole('button', { name: 'Update password' }).click();
    await expect(
      page.getByRole('region', { name: 'Notifications' }).getByText('Password Updated Successfully'),
    ).toBeVisible();
    // The server ended the session's connection; the page connects again with the new sign-in.
    await connections.reached(signedInAt + 1);
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    expect(await alarmsShown(page)).toEqual([]);
    const changedAt = connections.count();

    await page
      .getByRole('banner')
      .getByRole('button', { name: new RegExp(buyer.first_name) })
      .click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(url('/login'));
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await connections.reached(changedAt + 1);
    expect(await alarmsShown(page)).toEqual([]);
  });
});
