import type { TestProject } from 'vitest/node';
import { makeDatabaseTemplate } from './databaseTemplate';
import { startStorefront, type RunningStorefront } from './startStorefront';

let storefront: RunningStorefront | undefined;
let removeTemplate: (() => Promise<void>) | undefined;

/**
 * One storefront, started as the README starts it, shared by every journey; stopped also when a journey fails. Beside
 * it, the migrated database that journeys' servers of their own start from.
 */
export async function setup(project: TestProject) {
  const [started, template] = await Promise.allSettled([startStorefront(), makeDatabaseTemplate()]);
  if (started.status === 'fulfilled') storefront = started.value;
  if (template.status === 'fulfilled') removeTemplate = template.value;
  const failed = [started, template].find((result) => result.status === 'rejected');
  if (failed || !storefront) {
    await teardown();
    throw failed?.reason;
  }
  project.provide('storefrontUrl', storefront.url);
  project.provide('sellerKey', storefront.sellerKey);
}

export async function teardown() {
  await storefront?.stop();
  await removeTemplate?.();
}

declare module 'vitest' {
  export interface ProvidedContext {
    storefrontUrl: string;
    sellerKey: string;
  }
}
