import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { playwright } from '@vitest/browser-playwright';
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

const configDir = fileURLToPath(new URL('.', import.meta.url));

/** Every story runs as a test in Chromium: play function, axe, then a screenshot. */
export default defineProject({
  plugins: [vanillaExtractPlugin(), storybookTest({ configDir })],
  // Listed up front: a dependency discovered mid-run makes Vite reload the test page.
  optimizeDeps: {
    include: [
      '@vanilla-extract/recipes/createRuntimeFn',
      '@vanilla-extract/sprinkles/createRuntimeSprinkles',
      '@tanstack/react-query',
      '@tanstack/react-router',
      'jotai',
      'msw-storybook-addon/csf3',
      'radix-ui',
      'embla-carousel-react',
      'embla-carousel-autoplay',
      'zod',
      'react-dom/client',
    ],
  },
  test: {
    name: 'storybook',
    // The story files share one page instead of a fresh iframe each (5 minutes instead of 8 on two cores); they pass
    // in any order (checked with --sequence.shuffle.files).
    isolate: false,
    // A story that moves a carousel three times waits for each second-long slide to come to rest: about 10 s on a
    // quiet machine, and it once went over the default 15 s while the other gates shared both cores.
    testTimeout: 30_000,
    setupFiles: [fileURLToPath(new URL('./vitest.setup.ts', import.meta.url))],
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: {
          executablePath: process.env['CHROME_PATH'] ?? '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-dev-shm-usage',
            '--font-render-hinting=none',
            '--force-color-profile=srgb',
            '--disable-background-networking',
            '--disable-component-update',
          ],
        },
        // Times in the buyer's own zone read the same on every machine.
        contextOptions: { timezoneId: 'UTC' },
      }),
      instances: [{ browser: 'chromium' }],
      expect: {
        toMatchScreenshot: {
          comparatorName: 'pixelmatch',
          // Rounded-corner anti-aliasing varies by one shade between runs; see docs/decisions/0002.
          comparatorOptions: { threshold: 0, allowedMismatchedPixels: 64 },
        },
      },
    },
  },
});
