import { createApiClient } from '@storefront/api-client';
import { ApiProvider, createApi } from '@storefront/api-client/react';
import { createRealtimeTransport, createServerClockStore, RealtimeProvider } from '@storefront/api-client/realtime';
import { deferSocketClient } from '@storefront/api-client/socket/defer';
import type { Decorator } from '@storybook/react-vite';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

/** The stories' server time: the fixtures' spring sale is under way, so countdowns and screenshots hold still. */
export const STORY_NOW = Date.parse('2026-06-01T18:00:00Z');

/** A socket that never connects: stories get their data from MSW, and the transport's clock is frozen. */
const quietSocket = () => deferSocketClient('main', () => new Promise(() => undefined));

function StoryPlatform({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [platform] = useState(() => ({
    api: createApi(createApiClient({ baseUrl: '', domain: 'localhost', getToken: () => null })),
    transport: createRealtimeTransport({
      queryClient,
      socket: quietSocket(),
      clock: createServerClockStore(() => STORY_NOW),
    }),
  }));
  return (
    <ApiProvider api={platform.api}>
      <RealtimeProvider transport={platform.transport}>{children}</RealtimeProvider>
    </ApiProvider>
  );
}

/** The app's API client and realtime transport around a connected story, against the story's MSW handlers. */
export const withStoryPlatform: Decorator = (Story) => (
  <StoryPlatform>
    <Story />
  </StoryPlatform>
);
