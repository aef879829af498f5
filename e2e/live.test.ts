import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { call, demoBuyers, signIn } from './support/demoStore';
import { registeredBuyer, signInAs } from './support/accounts';
import { journey } from './support/journey';
import { asSeller, bidAboveEstimate, liveBidAs, liveRoom, runningLiveAuction } from './support/liveAuction';
import { buyerIdOf, currentBid, dollars, signedInScript } from './support/lotPages';
import { startStorefront, type RunningStorefront } from './support/startStorefront';

const { url, sellerKey, newPage } = journey();
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const started: RunningStorefront[] = [];

afterAll(async () => {
  await Promise.all(started.map((storefront) => storefront.stop('SIGKILL')));
});

/**
 * The buyer takes the quick bid of the next minimum. The demo's house bidders bid in the same room, so a bid overtaken
 * on its way is refused and the buyer bids again at the new minimum, as a person would.
 */
async function bidTheNextMinimum(page: Page, notices: Locator) {
  for (let attempt = 0; attempt < 4; attempt += 1) {
    await page.getByRole('button', { name: /^Bid US \$/ }).click();
    const taken = await notices
      .getByText('Bid Submitted Successfully')
      .waitFor({ timeout: 10_000 })
      .then(
        () => true,
        () => false,
      );
    if (taken) return;
  }
  throw new Error('Four bids at the next minimum were all overtaken.');
}

/** What the page and the server said when the page did not catch up: CI keeps only the failure's message. */
async function whatTheRoomShows(page: Page, base: string, auctionId: number) {
  const notices = await page
    .locator('[role=alert], [role=status]')
    .allInnerTexts()
    .catch((error: Error) => [`(unreadable: ${error.message})`]);
  const heading = await page
    .getByRole('heading', { level: 2 })
    .first()
    .innerText({ timeout: 1_000 })
    .catch(() => '(no lot heading)');
  const server = await liveRoom(base, auctionId).then(
    ({ onBlock }) => `Lot # ${onBlock?.sku} at ${onBlock?.wprice} (${onBlock?.market_status})`,
    (error: Error) => `(unreadable: ${error.message})`,
  );
  return `The page showed ${heading}; its notices: ${JSON.stringify(notices)}. The server has ${server} on the block.`;
}

describe('the live auction', () => {
  it('registers a buyer, approves them on the seller side, and takes their bid and another buyer’s in the room', async () => {
    const auctionId = await runningLiveAuction(url());
    // The new buyer is activated through the development outbox in a page of its own.
    const buyer = await registeredBuyer((await newPage()).page, url());
    const { page, errors } = await newPage();
    const lotsPage = url(`/auction/${auctionId}?page=1`);
    await page.goto(lotsPage);
    const alert = page.getByRole('dialog', { name: 'Live Auction Alert!' });
    await expect(alert.getByText('Auction is now in progress', { exact: true })).toBeVisible();
    await alert.getByRole('button', { name: 'OK' }).click();

    // A visitor is asked to sign in and comes back to the lots page.
    await page.getByRole('button', { name: 'CLICK HERE TO REGISTER FOR BIDDING' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await signInAs(page, buyer);
    await expect(page).toHaveURL(lotsPage);
    await alert.getByRole('button', { name: 'OK' }).click();

    const register = page.getByRole('button', { name: 'CLICK HERE TO REGISTER FOR BIDDING' });
    await register.click();
    await expect(page.getByText('Please accept Terms and Conditions.', { exact: true })).toBeVisible();
    await page.getByRole('checkbox', { name: 'I accept the Terms and Conditions' }).click();
    await register.click();
    const notices = page.getByRole('region', { name: 'Notifications' });
    await expect(notices.getByText('Auction Registration Request Sent.', { exact: true })).toBeVisible();
    await expect(
      page.getByText("Registration Pending, We'll send you an email once you've been approved to bid.", {
        exact: true,
      }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'REGISTRATION PENDING' })).toBeDisabled();

    // The seller approves; the page flips without a reload.
    const token = await signIn(url(), buyer);
    const decision = await asSeller(url(), sellerKey, 'decideRegistration', {
      auction_id: auctionId,
      user_id: buyerIdOf(token),
      decision: 'approve',
    });
    expect(decision.status).toBe('success');
    await page.getByRole('link', { name: 'Enter Live Auction' }).click();
    await expect(page).toHaveURL(url(`/livelots/${auctionId}/${buyerIdOf(token)}`));

    // The buyer bids the next minimum from the room.
    const room = await liveRoom(url(), auctionId);
    await expect(page.getByRole('heading', { level: 1, name: room.auction.title })).toBeVisible();
    await expect(page.getByText(`Lot # ${room.onBlock!.sku}`, { exact: true })).toBeVisible();
    await bidTheNextMinimum(page, notices);

    // Another buyer's bid shows in this room without a reload.
    const grace = await signIn(url(), demoBuyers.grace);
    const now = await liveRoom(url(), auctionId);
    const amount = bidAboveEstimate(now.onBlock!);
    await liveBidAs(url(), grace, now.onBlock!, amount);
    await expect(currentBid(page)).toHaveText(dollars(amount));
    const announcements = page.getByRole('log', { name: 'Room announcements' });
    await expect(announcements).toHaveText(new RegExp(`Current bid ${escaped(dollars(amount))}\\.$`));
    // Outbid, the buyer is told so beside the bid box; their next bid leads (above the estimate, no house bidder follows).
    const standing = page.getByRole('status').filter({ hasText: /^(You are losing|You're Winning!)$/ });
    await expect(standing).toHaveText('You are losing');
    await bidTheNextMinimum(page, notices);
    await expect(standing).toHaveText("You're Winning!");
    const hammer = (await liveRoom(url(), auctionId)).onBlock!.wprice;

    // A bid far above the price waits for its confirmation; the hammer falls meanwhile: the confirmation and the
    // amount go with their lot, and nothing is bid on the next one.
    const bidAmount = page.getByLabel('Bid Amount');
    await bidAmount.fill('100000');
    await page.getByRole('button', { name: 'Place Bid' }).click();
    const confirmation = page.getByRole('group', { name: 'Confirm your bid' });
    await expect(confirmation).toBeVisible();

    // The auctioneer's hammer: the room moves on to the next lot.
    const awarded = await asSeller(url(), sellerKey, 'commandLiveAuctioneer', {
      auctionid: auctionId,
      command: 'award',
    });
    expect(awarded.status).toBe('success');
    const next = now.lots.find((lot) => lot.id === awarded.current_projectid)!;
    await expect(page.getByText(`Lot # ${next.sku}`, { exact: true })).toBeVisible();
    await expect(confirmation).toBeHidden();
    await expect(bidAmount).toHaveValue('');
    await expect(announcements).toHaveText(
      new RegExp(escaped(`Lot # ${now.onBlock!.sku} sold for ${dollars(hammer)}. Now on the block: Lot # ${next.sku}`)),
    );
    expect(errors).toEqual([]);
  });

  it("opens the room with its head's chips in place: the sale's progress is read with the room, not after it", async () => {
    const grace = await signIn(url(), demoBuyers.grace);
    const auctionId = await runningLiveAuction(url());
    const { page, errors } = await newPage({ width: 412, initScript: signedInScript(grace) });
    // The progress answers late; were it read after the room rendered, the chips would arrive and push the room down.
    await page.route('**/api/getliveauctionpercentage', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    const roomRead = page.waitForRequest('**/api/auctionLotAPI');
    await page.goto(url(`/livelots/${auctionId}/${buyerIdOf(grace)}`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The live lots page asks for up to 2000 lots (the live views for 1000).
    expect((await roomRead).postDataJSON()).toMatchObject({ auctionid: auctionId, limit: 2000 });
    const chips = page.getByRole('list', { name: 'About this lot and the sale' });
    expect(await chips.getByText(/^\d+% Completed$/).isVisible()).toBe(true);
    expect(await chips.getByText(/^\d+ Lots Remaining$/).isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('checks a bid typed in the room before it goes: required, the next minimum, the increment grid (spec 001 §5)', async () => {
    const grace = await signIn(url(), demoBuyers.grace);
    const auctionId = await runningLiveAuction(url());
    const { page, errors } = await newPage({ initScript: signedInScript(grace) });
    const sent: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/addbidoffer') sent.push(request.postData() ?? '');
    });
    await page.goto(url(`/livelots/${auctionId}/${buyerIdOf(grace)}`));
    const amount = page.getByLabel('Bid Amount');
    const place = page.getByRole('button', { name: 'Place Bid' });
    await expect(place).toBeEnabled();
    await place.click();
    await expect(page.getByText('Enter bid amount', { exact: true }).first()).toBeVisible();
    await amount.fill('1');
    await place.click();
    await expect(page.getByText(/^Your Next Min Bid Amount Is US \$[\d,]+\.\d{2}$/).first()).toBeVisible();
    // Far above any price the demo reaches, and off every increment.
    await amount.fill('99999991');
    await place.click();
    await expect(
      page
        .getByText('Please Enter Valid Value.Bid Amount Should Be Multiples Of Bid Increment.', { exact: true })
        .first(),
    ).toBeVisible();
    await expect(amount).toHaveValue('99999991');
    expect(sent).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("opens a live auction's room before its start: 'Live Auction Not Yet Started', and no bid", async () => {
    const listing = await call(url(), 'listAuctions', { is_auction: 1, page: 1, limit: 30 });
    const preview = listing.data.find(
      (auction) =>
        auction.con_check === 1 && auction.market_status === 'open' && Date.parse(auction.date_added) > Date.now(),
    );
    if (!preview) throw new Error('The demo store has no live auction that starts later.');
    const grace = await signIn(url(), demoBuyers.grace);
    const { page, errors } = await newPage({ initScript: signedInScript(grace) });
    await page.goto(url(`/livelots/${preview.id}/${buyerIdOf(grace)}`));
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: /^Live Auction Not Yet Started$/ })
        .first(),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Place Bid' })).toBeDisabled();
    expect(errors).toEqual([]);
  });

  it('asks a buyer who has not registered for the auction to register before a bid from the room', async () => {
    const auctionId = await runningLiveAuction(url());
    // The new buyer is activated through the development outbox in a page of its own.
    const buyer = await registeredBuyer((await newPage()).page, url());
    const token = await signIn(url(), buyer);
    const { page, errors } = await newPage({ initScript: signedInScript(token) });
    const sent: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/addbidoffer') sent.push(request.postData() ?? '');
    });
    await page.goto(url(`/livelots/${auctionId}/${buyerIdOf(token)}`));
    await page.getByRole('button', { name: /^Bid US \$/ }).click();
    await expect(
      page
        .getByRole('region', { name: 'Notifications' })
        .getByText('Please Register Live Auction And Participate.', { exact: true }),
    ).toBeVisible();
    expect(sent).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('shows a live lot with its increments, its bid history by paddle, and registration (the /lotView spelling too)', async () => {
    const auctionId = await runningLiveAuction(url());
    const room = await liveRoom(url(), auctionId);
    const lot = room.lots.filter((candidate) => candidate.market_status === 'open').at(-1)!;
    const { page, errors } = await newPage();
    await page.goto(url(`/lotView/${auctionId}/${lot.id}/0`));
    await expect(page.getByRole('heading', { level: 1, name: lot.title })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View Auction' })).toBeVisible();
    await page.getByRole('button', { name: 'Bid Increment Range' }).click();
    const ranges = page.getByRole('dialog', { name: 'Bid Increment Range' });
    for (const column of ['From', 'To', 'Increment Amount']) {
      await expect(ranges.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
    }
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /^\d+ Bids?$/ }).click();
    const history = page.getByRole('dialog', { name: 'Bid History' });
    await expect(history.getByText(/Paddle Id|No Bids Found/).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Login to Bid' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'CLICK HERE TO REGISTER FOR BIDDING' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  it('keeps an amount typed on a live lot with that lot when the buyer follows Next Lot', async () => {
    const auctionId = await runningLiveAuction(url());
    const room = await liveRoom(url(), auctionId);
    const upcoming = room.lots.filter((lot) => lot.market_status === 'open' && lot.id !== room.onBlock?.id);
    const lot = upcoming.at(-2)!;
    const grace = await signIn(url(), demoBuyers.grace);
    const { page, errors } = await newPage({ initScript: signedInScript(grace) });
    await page.goto(url(`/lotview/${auctionId}/${lot.id}/${buyerIdOf(grace)}`));
    await expect(page.getByRole('heading', { level: 1, name: lot.title })).toBeVisible();
    const amount = page.getByLabel('Bid Amount');
    await amount.fill(String(bidAboveEstimate(lot)));
    const neighbours = page.getByRole('navigation', { name: 'Other lots of this auction' });
    await neighbours.getByRole('link', { name: 'Next Lot' }).click();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(lot.title);
    await expect(amount).toHaveValue('');
    expect(errors).toEqual([]);
  });

  describe('on a server of its own', () => {
    it('recovers from a server restart without a reload, closes after the last lot and goes home; a seller who ends an auction says so', async () => {
      const own = await startStorefront({ serverOnly: true });
      started.push(own);
      const auctionId = await runningLiveAuction(own.url);
      const grace = await signIn(own.url, demoBuyers.grace);
      const { page } = await newPage({ initScript: signedInScript(grace) });
      await page.goto(new URL(`/livelots/${auctionId}/${buyerIdOf(grace)}`, own.url).href);
      const before = await liveRoom(own.url, auctionId);
      await expect(page.getByText(`Lot # ${before.onBlock!.sku}`, { exact: true })).toBeVisible();
      const placeBid = page.getByRole('button', { name: 'Place Bid' });
      await expect(placeBid).toBeEnabled();

      await own.stop('SIGKILL');
      await expect(
        page.getByText(/^Reconnecting to the live auction|^The connection to the live auction was lost/),
      ).toBeVisible();
      await expect(placeBid).toBeDisabled();

      const restarted = await startStorefront({
        serverOnly: true,
        port: own.port,
        dataDir: own.dataDir,
        sellerKey: own.sellerKey,
      });
      started.push(restarted);
      const owen = await signIn(restarted.url, demoBuyers.owen);
      await asSeller(restarted.url, restarted.sellerKey, 'decideRegistration', {
        auction_id: auctionId,
        user_id: buyerIdOf(owen),
        decision: 'approve',
      });
      const lot = (await liveRoom(restarted.url, auctionId)).onBlock!;
      const amount = bidAboveEstimate(lot);
      await liveBidAs(restarted.url, owen, lot, amount);
      const retry = page.getByRole('button', { name: 'Retry' });
      // Short action timeouts: a Retry that goes away between the look and the click must not hold the poll.
      await expect
        .poll(
          async () => {
            if (await retry.isVisible().catch(() => false))
              await retry.click({ timeout: 1_000 }).catch(() => undefined);
            return currentBid(page)
              .textContent({ timeout: 1_000 })
              .catch(() => null);
          },
          { timeout: 60_000 },
        )
        .toBe(dollars(amount))
        .catch(async (error: Error) => {
          throw new Error(`${error.message}\n${await whatTheRoomShows(page, restarted.url, auctionId)}`);
        });
      await expect(placeBid).toBeEnabled();
      // Reads that failed while the server was away (the seller's video) are read again: no error stays on screen.
      await expect(page.getByText('The server could not be reached.')).toBeHidden();

      // The seller calls the remaining lots; after the last one the room closes and goes home.
      for (;;) {
        const answer = await asSeller(restarted.url, restarted.sellerKey, 'commandLiveAuctioneer', {
          auctionid: auctionId,
          command: 'award',
        });
        expect(answer.status).toBe('success');
        if (answer.current_projectid === null) break;
      }
      const closed = page.getByRole('alertdialog', { name: 'This Auction Has Been Closed.' });
      await expect(closed).toBeVisible();
      await closed.getByRole('button', { name: 'OK' }).click();
      await expect(page).toHaveURL(new URL('/', restarted.url).href);

      // The seller ends the other live auction (its preview) while a buyer watches its room.
      const listing = await call(restarted.url, 'listAuctions', { is_auction: 1, page: 1, limit: 30 });
      const other = listing.data.find((auction) => auction.con_check === 1 && auction.market_status === 'open');
      if (!other) throw new Error('The demo store has no other live auction.');
      await page.goto(new URL(`/livelots/${other.id}/${buyerIdOf(grace)}`, restarted.url).href);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const ended = await asSeller(restarted.url, restarted.sellerKey, 'commandLiveAuctioneer', {
        auctionid: other.id,
        command: 'end',
      });
      expect(ended.status).toBe('success');
      const endedBySeller = page.getByRole('alertdialog', { name: 'This Auction Has Been Ended By Seller Now.' });
      await expect(endedBySeller).toBeVisible();
      await endedBySeller.getByRole('button', { name: 'OK' }).click();
      await expect(page).toHaveURL(new URL('/', restarted.url).href);
    });
  });
});
