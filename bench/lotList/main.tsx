import { LotCard, themeClassName, VirtualLotList, type LotCardLot } from '@storefront/ui';
import { createRoot, type Root } from 'react-dom/client';

type Lot = LotCardLot & { id: number };

const NOW = Date.UTC(2026, 5, 12, 17, 0, 0);
const clock = { now: () => NOW };
const titles = [
  '1 oz American Gold Eagle 2024 BU',
  '10 oz Silver Bar — Royal Canadian Mint',
  '1881-S Morgan Dollar MS-64',
];

/** An auction's lots as getLiveAuction answers them, built in the page so the measurement starts after the data. */
function lots(count: number): Lot[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    sku: String(1001 + index),
    title: `${titles[index % titles.length]} (lot ${1001 + index})`,
    avatar: '',
    lowest: 300 + index,
    highest: 360 + index,
    wprice: 315 + index,
    bid_count: index % 13,
    market_status: 'open',
    date_added: new Date(NOW - 86_400_000).toISOString(),
    date_closed: new Date(NOW + 3_600_000 + index * 60_000).toISOString(),
    con_check: 1,
  }));
}

const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
/** After the frame that shows the commit has been produced. */
const painted = () =>
  new Promise<number>((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(performance.now()))));

document.body.className = themeClassName;
const container = document.getElementById('root')!;
container.style.height = '720px';
let root: Root | null = null;

function render(items: Lot[]) {
  root?.unmount();
  root = createRoot(container);
  root.render(
    <VirtualLotList
      aria-label="Lots"
      items={items}
      getKey={(lot) => lot.id}
      estimateSize={560}
      minItemWidth={256}
      scroll="self"
      renderItem={(lot) => <LotCard lot={lot} layout="grid" clock={clock} onPlaceBid={() => undefined} />}
    />,
  );
}

/** Milliseconds from having the lots to the first screen of them painted. */
async function firstScreen(count: number): Promise<number> {
  const items = lots(count);
  await nextFrame();
  const start = performance.now();
  render(items);
  return (await painted()) - start;
}

/** How far the list scrolls each frame (a brisk wheel or flick) and at most how far in all (about 45 rows of cards). */
const SCROLL_STEP = 250;
const SCROLL_DISTANCE = 25_000;

/** The longest gap between frames (a task that held the main thread) while the list scrolls down. */
async function longestTaskWhileScrolling(count: number): Promise<number> {
  render(lots(count));
  await painted();
  const list = container.querySelector<HTMLElement>('[role="list"]')!;
  let longest = 0;
  let last = await nextFrame();
  const end = Math.min(list.scrollHeight - list.clientHeight, SCROLL_DISTANCE);
  for (let top = SCROLL_STEP; top <= end; top += SCROLL_STEP) {
    list.scrollTop = top;
    const now = await nextFrame();
    longest = Math.max(longest, now - last);
    last = now;
  }
  return longest;
}

Object.assign(window, { firstScreen, longestTaskWhileScrolling });
