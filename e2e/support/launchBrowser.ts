import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium (or CHROME_PATH), headless, with any extra switches; `playwright install` is not used. */
export function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env['CHROME_PATH'] ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      ...extraArgs,
    ],
  });
}
