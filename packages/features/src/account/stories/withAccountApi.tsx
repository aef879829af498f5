import type { Decorator } from '@storybook/react-vite';
import { createApiClient } from '@storefront/api-client';
import { ApiProvider, createApi } from '@storefront/api-client/react';
import { createCardProviderHandlers, createHandlers, demoToken } from '@storefront/api-client/msw';
import { createCardProviderClient } from '@storefront/api-client';
import type { Answers } from '@storefront/api-client/msw';
import { ToastProvider } from '@storefront/ui';
import { Suspense, useState, type ReactNode } from 'react';
import type { CardProviderAccount } from '../api/cardProvider';

function StoryApi({ signedIn, children }: { signedIn: boolean; children: ReactNode }) {
  const [api] = useState(() =>
    createApi(
      createApiClient({
        baseUrl: window.location.origin,
        domain: 'localhost',
        getToken: () => (signedIn ? demoToken : null),
      }),
    ),
  );
  return (
    <ApiProvider api={api}>
      <ToastProvider>
        <Suspense fallback={<p>Loading…</p>}>{children}</Suspense>
      </ToastProvider>
    </ApiProvider>
  );
}

/** The API client (signed in as the demo buyer with `parameters.signedIn`) and the toasts, around a connected form. */
export const withAccountApi: Decorator = (Story, context) => (
  <StoryApi signedIn={context.parameters['signedIn'] === true}>
    <Story />
  </StoryApi>
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
