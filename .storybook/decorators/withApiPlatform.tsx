import type { Decorator } from '@storybook/react-vite';
import { StoryPlatform, type StoryPlatformOptions } from './StoryPlatform';

export type ApiPlatformParameters = StoryPlatformOptions;

/** The app's platform around a connected story; `parameters.platform` sets the buyer's token and the connection. */
export const withApiPlatform: Decorator = (Story, context) => (
  <StoryPlatform {...((context.parameters['platform'] as ApiPlatformParameters | undefined) ?? {})}>
    <Story />
  </StoryPlatform>
);
