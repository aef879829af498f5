import type { TestProject } from 'vitest/node';
import { startStorefront, type RunningStorefront } from './startStorefront';

let storefront: RunningStorefront | undefined;

/** One storefront, started as the README starts it, shared by every journey; stopped also when a journey fails. */
export async function setup(project: TestProject) {
  storefront = await startStorefront();
  project.provide('storefrontUrl', storefront.url);
  project.provide('sellerKey', storefront.sellerKey);
}

export async function teardown() {
  await storefront?.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    storefrontUrl: string;
    sellerKey: string;
  }
}
