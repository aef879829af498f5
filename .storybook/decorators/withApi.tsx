import type { Decorator } from '@storybook/react-vite';
import { demoToken } from '@storefront/api-client/msw';
import { StoryPlatform } from './StoryPlatform';
import type { ApiPlatformParameters } from './withApiPlatform';

/** The app's platform around a connected story, signed in as the fixtures' buyer; `parameters.platform` adds to it. */
export const withApi: Decorator = (Story, context) => (
  <StoryPlatform token={demoToken} {...((context.parameters['platform'] as ApiPlatformParameters | undefined) ?? {})}>
    <Story />
  </StoryPlatform>
);
