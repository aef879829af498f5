import type { Decorator } from '@storybook/react-vite';
import { createCardProviderClient, type CardProviderAccount } from '@storefront/api-client';
import { createCardProviderHandlers, createHandlers, demoToken, type Answers } from '@storefront/api-client/msw';
import { Suspense } from 'react';
import { StoryPlatform } from '@storefront/storybook/decorators/StoryPlatform';

/** The app's platform (signed in as the demo buyer with `parameters.signedIn`) around a connected form. */
export const withAccountApi: Decorator = (Story, context) => (
  <StoryPlatform token={context.parameters['signedIn'] === true ? demoToken : null}>
    <Suspense fallback={<p>Loading…</p>}>
      <Story />
    </Suspense>
  </StoryPlatform>
);

/** The sandbox card provider as the app configures it, answered by MSW in stories. */
export const storyCardProvider: CardProviderAccount = {
  client: createCardProviderClient({ baseUrl: window.location.origin }),
  account_id: 'acct_sandbox_story',
  mode: 'sandbox',
};

/** MSW handlers of the storefront API (with some answers overridden) and of the card provider. */
export const accountHandlers = (overrides: Partial<Answers> = {}) => [
  ...createHandlers(overrides),
  ...createCardProviderHandlers(),
];
