import type { Page } from 'playwright-core';

/** Words that tell the buyer the live connection is down or bidding is paused. */
export const connectionAlarm = /paused|Reconnecting|Connection lost|connection .*was lost|Back online/i;

/**
 * An init script that records every text the page shows from its first moment (each node added and each text
 * changed, by a MutationObserver) into `window.shownTexts`: a text shown for a single frame is recorded too.
 */
export const shownTextsScript = `(() => {
  const shown = [];
  window.shownTexts = shown;
  const record = (text) => {
    const trimmed = (text || '').trim();
    if (trimmed) shown.push(trimmed);
  };
  new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      if (mutation.type === 'characterData') record(mutation.target.data);
      for (const node of mutation.addedNodes) record(node.textContent);
    }
  }).observe(document, { subtree: true, childList: true, characterData: true });
})();`;

export const shownTexts = (page: Page) =>
  page.evaluate(() => (window as unknown as { shownTexts: string[] }).shownTexts.slice());

/** The texts shown so far that raise a connection alarm. */
export const alarmsShown = async (page: Page) => (await shownTexts(page)).filter((text) => connectionAlarm.test(text));

/** Resolves at the `count`th socket.io connection the page's main socket makes (the server's CONNECT answer). */
export function socketConnections(page: Page) {
  let connections = 0;
  const waiting: { count: number; resolve: () => void }[] = [];
  page.on('websocket', (socket) => {
    if (!new URL(socket.url()).pathname.startsWith('/socket.io')) return;
    socket.on('framereceived', ({ payload }) => {
      if (typeof payload !== 'string' || !payload.startsWith('40')) return;
      connections += 1;
      for (const wait of waiting.filter((candidate) => candidate.count <= connections)) {
        waiting.splice(waiting.indexOf(wait), 1);
        wait.resolve();
      }
    });
  });
  return {
    count: () => connections,
    reached: (count: number) =>
      count <= connections ? Promise.resolve() : new Promise<void>((resolve) => waiting.push({ count, resolve })),
  };
}
