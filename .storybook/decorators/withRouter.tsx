import type { Decorator } from '@storybook/react-vite';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { useState, type ComponentType } from 'react';

function MemoryRouter({ path, story: Story }: { path: string; story: ComponentType }) {
  const [router] = useState(() =>
    createRouter({
      routeTree: createRootRoute({ component: () => <Story /> }),
      history: createMemoryHistory({ initialEntries: [path] }),
    }),
  );
  return <RouterProvider router={router} />;
}

/**
 * A memory router around the story, so links and navigation hooks work.
 * A story sets its starting URL with `parameters.route` (default `/`).
 */
export const withRouter: Decorator = (Story, context) => (
  <MemoryRouter path={(context.parameters['route'] as string | undefined) ?? '/'} story={Story} />
);
