import type { Decorator } from '@storybook/react-vite';
import { demoToken } from '@storefront/api-client/msw';
import { StoryPlatform } from './StoryPlatform';

/** The app's platform around a connected story, signed in as the fixtures' buyer. */
export const withApi: Decorator = (Story) => (
  <StoryPlatform token={demoToken}>
    <Story />
  </StoryPlatform>
);
