import type { Page } from 'playwright-core';

/** What the page showed at one moment (`at` by the machine's clock, the same one the test reads). */
export interface PriceSample {
  at: number;
  /** The text beside 'Current Bid' (in the list row linking to `rowLink` when given); null when none is shown. */
  price: string | null;
  /** A banner or note says the connection is down or the page is catching up (live prices paused). */
  paused: boolean;
  /** Whether the 'Place Bid' button is enabled; null on a page without one (the dashboard). */
  bidEnabled: boolean | null;
}

const pausedWords = /Reconnecting|Connection lost|connection .*was lost|Back online|Bidding is paused/;

/**
 * An init script that samples the page every 50 ms from its first moment into `window.priceSamples`. It reads the DOM
 * only (what the buyer sees), never the app's state.
 */
export function priceSamplerScript(rowLink?: string): string {
  return `(() => {
    const samples = [];
    window.priceSamples = samples;
    const paused = ${pausedWords.toString()};
    const rowLink = ${JSON.stringify(rowLink ?? null)};
    const scope = () => {
      if (rowLink === null) return document;
      const link = [...document.querySelectorAll('li a[href]')].find((element) =>
        element.getAttribute('href').startsWith(rowLink),
      );
      return link ? link.closest('li') : null;
    };
    setInterval(() => {
      const within = scope();
      const label = within
        ? [...within.querySelectorAll('dt')].find((element) => element.textContent.trim() === 'Current Bid')
        : undefined;
      const price = label && label.nextElementSibling ? label.nextElementSibling.textContent.trim() : null;
      const button = [...document.querySelectorAll('button')].find(
        (element) => element.textContent.trim() === 'Place Bid',
      );
      samples.push({
        at: Date.now(),
        price,
        paused: [...document.querySelectorAll('[role="status"]')].some((element) => paused.test(element.textContent)),
        bidEnabled: button ? !button.disabled : null,
      });
    }, 50);
  })();`;
}

export const readSamples = (page: Page) =>
  page.evaluate(() => (window as unknown as { priceSamples: PriceSample[] }).priceSamples.slice());

/** The page's latest sample. */
export const lastSample = async (page: Page) => (await readSamples(page)).at(-1);

/** The page claims its prices are live: no banner says otherwise, or it lets the buyer bid. */
export const claimsLive = (sample: PriceSample) => !sample.paused || sample.bidEnabled === true;

/**
 * Stale: a sample taken after the server acknowledged the new price that still shows the price from before the drop
 * while the page claims to be live. The page cannot know of the new price while it is cut off, so it must say it is
 * paused (and refuse bids) from the drop until it has read the price again: no allowance in time is needed, a page
 * that re-enables bidding before its fresh read lands is caught in the gap.
 */
export const staleSamples = (samples: readonly PriceSample[], oldPrice: string, acknowledgedAt: number) =>
  samples.filter((sample) => sample.at > acknowledgedAt && sample.price === oldPrice && claimsLive(sample));

/** The first sample from `since` on that shows `price` while the page claims to be live: when it had resynchronised. */
export const firstLiveAt = (samples: readonly PriceSample[], price: string, since: number) =>
  samples.find((sample) => sample.at >= since && sample.price === price && claimsLive(sample))?.at;
