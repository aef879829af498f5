import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import remarkGfm from 'remark-gfm';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mergeConfig } from 'vite';

/**
 * `build-storybook --quiet` prints what needs reading: Vite would list each of its ~1,000 files, the size of the
 * preview's chunks (a review tool's, not the store's: scripts/js-budget.mjs checks those), the "use client" line of
 * each of the router's modules and its plugins' timings.
 */
const quietBuild = {
  logLevel: 'warn',
  build: {
    chunkSizeWarningLimit: 10_000,
    rolldownOptions: { checks: { pluginTimings: false, moduleLevelDirective: false } },
  },
} as const;

const config: StorybookConfig = {
  stories: ['./pages/*.mdx', '../packages/*/src/**/*.mdx', '../packages/*/src/**/*.stories.tsx'],
  // Not @storybook/addon-vitest (its plugin runs the story tests without it): its sidebar widget's store sends the whole
  // index to the manager, which answered after Storybook's 1 s wait under load and logged an error on designers' pages.
  addons: [
    {
      name: '@storybook/addon-docs',
      options: { mdxPluginOptions: { mdxCompileOptions: { remarkPlugins: [remarkGfm] } } },
    },
    '@storybook/addon-a11y',
    'msw-storybook-addon',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['./public', { from: '../apps/store/public/favicon.svg', to: '/favicon.svg' }],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Change detection (the sidebar's marks for stories changed since the git base) parses and resolves every story's
  // imports just as the first manager opens; it kept the server ~1 s busier then, past the manager stores' 1 s wait.
  features: { sidebarOnboardingChecklist: false, menuOnboardingChecklist: false, changeDetection: false },
  viteFinal: (viteConfig, { configType }) =>
    mergeConfig(viteConfig, {
      ...(configType === 'PRODUCTION' ? quietBuild : {}),
      plugins: [vanillaExtractPlugin()],
      // Stories import the helpers here as `@storefront/storybook/…` (tsconfig.base.json's `paths` says the same).
      resolve: { alias: { '@storefront/storybook': dirname(fileURLToPath(import.meta.url)) } },
      optimizeDeps: { include: ['@vanilla-extract/recipes/createRuntimeFn'] },
    }),
};

export default config;
