import { defineConfig } from 'vitest/config';

const unit = (name: string, root: string, globalSetup: string[] = []) => ({
  test: { name, root, environment: 'node', include: ['src/**/*.test.ts', 'test/**/*.test.ts'], globalSetup },
});

export default defineConfig({
  test: {
    projects: [
      unit('domain', 'packages/domain'),
      unit('api-client', 'packages/api-client'),
      unit('api', 'apps/api', ['test/support/databaseTemplate.ts']),
      unit('features', 'packages/features'),
      unit('store', 'apps/store'),
      unit('tooling', 'scripts'),
      {
        test: {
          name: 'e2e',
          root: 'e2e',
          environment: 'node',
          include: ['**/*.test.ts'],
          exclude: ['production/**', '**/node_modules/**'],
          globalSetup: ['support/globalSetup.ts'],
          testTimeout: 240_000,
          hookTimeout: 240_000,
          // As long as the locator assertions wait (support/locatorExpectations.ts): a loaded machine answers slowly.
          expect: { poll: { timeout: 15_000 } },
        },
      },
      {
        // `npm run test:production`: the production shape (PostgreSQL, two built processes, nginx), before a release.
        test: {
          name: 'production',
          root: 'e2e',
          environment: 'node',
          include: ['production/**/*.test.ts'],
          testTimeout: 600_000,
          hookTimeout: 900_000,
          expect: { poll: { timeout: 15_000 } },
        },
      },
      '.storybook/vitest.config.ts',
    ],
  },
});
