import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInAs } from './support/accounts';
import { call, demoBuyers, openTimedLot, signIn } from './support/demoStore';
import { journey } from './support/journey';
import { asSeller, liveRoom, runningLiveAuction } from './support/liveAuction';
import { buyerIdOf, signedInScript } from './support/lotPages';

const { url, newPage, sellerKey } = journey();

/** The store's staff answers the buyer about the lot from the seller's side (/sellerapi/chatMessage). */
async function storeAnswers(token: string, lotId: number, message: string) {
  const admins = await call(url(), 'listSubAdmins', undefined, token);
  const sent = await asSeller(url(), sellerKey, 'sendStaffMessage', {
    from_id: admins.data[0]!.id,
    to_id: buyerIdOf(token),
    pro_id: lotId,
    message,
  });
  expect(sent).toMatchObject({ status: 'yes' });
  return `${admins.data[0]!.first_name} ${admins.data[0]!.last_name}`;
}

/** Asks in the lot's chat and sees the question in the conversation, the box emptied. */
async function ask(page: Page, question: string) {
  const chat = page.getByRole('region', { name: 'Ask about this lot' });
  await chat.getByLabel('Message', { exact: true }).fill(question);
  await chat.getByRole('button', { name: 'Send' }).click();
  await expect(chat.getByRole('list', { name: 'Messages' }).getByText(question, { exact: true })).toBeVisible();
  await expect(chat.getByLabel('Message', { exact: true })).toHaveValue('');
  return chat;
}

describe('product chat', () => {
  it("asks a visitor to log in, then shows the buyer's question and the store's answer live on a timed lot", async () => {
    const lot = await openTimedLot(url());
    const { page, errors } = await newPage();
    await page.goto(url(`/timedlotView/${lot.lotof}/${lot.id}/0`));
    await expect(page.getByRole('heading', { level: 1, name: lot.title })).toBeVisible();
    await page.getByRole('tab', { name: 'Chat' }).click();
    await page
      .getByRole('region', { name: 'Ask about this lot' })
      .getByRole('button', { name: 'Login to Ask' })
      .click();
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await signInAs(page, demoBuyers.owen);
    await expect(page.getByRole('heading', { level: 1, name: lot.title })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(`/timedlotView/${lot.lotof}/${lot.id}/0`);

    await page.getByRole('tab', { name: 'Chat' }).click();
    const question = `Is lot ${lot.id} still in its original mint capsule?`;
    const chat = await ask(page, question);

    const token = await signIn(url(), demoBuyers.owen);
    const answer = `Yes: lot ${lot.id} is sealed in its <b>original</b> capsule.`;
    await storeAnswers(token, lot.id, answer);
    const messages = chat.getByRole('list', { name: 'Messages' });
    await expect(messages.getByText(answer, { exact: true })).toBeVisible();
    expect(await messages.locator('b').count()).toBe(0);

    await page.reload();
    await page.getByRole('tab', { name: 'Chat' }).click();
    await expect(messages.getByText(question, { exact: true })).toBeVisible();
    await expect(messages.getByText(answer, { exact: true })).toBeVisible();
    expect(errors).toEqual([]);
  });

  it("shows the store's answer live on a live lot at 375 px, in the lot's own Chat section, as the store's", async () => {
    const auctionId = await runningLiveAuction(url());
    const room = await liveRoom(url(), auctionId);
    const lot = room.lots.filter((candidate) => candidate.market_status === 'open').at(-1)!;
    // Grace's buyer id is also the id of the store's first sub-admin: the answer must still read as the store's.
    const token = await signIn(url(), demoBuyers.grace);
    const { page, errors } = await newPage({ width: 375, initScript: signedInScript(token) });
    await page.goto(url(`/lotview/${auctionId}/${lot.id}/${buyerIdOf(token)}`));
    await expect(page.getByRole('heading', { level: 1, name: lot.title })).toBeVisible();
    await page.getByRole('button', { name: 'Chat' }).click();
    const chat = page.getByRole('region', { name: 'Ask about this lot' });
    await expect(chat.getByText('No Message Found')).toBeVisible();

    const question = `Does lot ${lot.id} ship insured?`;
    await ask(page, question);
    const answer = `Lot ${lot.id} ships fully insured, signature required.`;
    const staffName = await storeAnswers(token, lot.id, answer);
    const messages = chat.getByRole('list', { name: 'Messages' });
    await expect(messages.getByText(answer, { exact: true })).toBeVisible();
    const answered = messages.getByRole('listitem').filter({ hasText: answer });
    await expect(answered).toHaveText(new RegExp(`^${staffName} · `));
    expect(await answered.getAttribute('data-mine')).toBeNull();
    await expect(messages.getByRole('listitem').filter({ hasText: question })).toHaveText(/^You · /);
    expect(errors).toEqual([]);
  });
});
