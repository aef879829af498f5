import type { Decorator } from '@storybook/react-vite';
import { StoryPlatform } from '@storefront/storybook/decorators/StoryPlatform';

/** The stories' server time: the fixtures' spring sale is under way, so countdowns and screenshots hold still. */
export const STORY_NOW = Date.parse('2026-06-01T18:00:00Z');

/** The app's platform around a connected catalog story: a visitor, a socket still connecting, a frozen clock. */
export const withStoryPlatform: Decorator = (Story) => (
  <StoryPlatform connection="connecting" now={STORY_NOW} toasts={false}>
    <Story />
  </StoryPlatform>
);
