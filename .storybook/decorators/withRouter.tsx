import type { Decorator, Loader } from '@storybook/react-vite';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
  type AnyRouter,
} from '@tanstack/react-router';
import { createContext, useContext, type ReactNode } from 'react';

const CurrentStory = createContext<ReactNode>(null);

function StoryRoute() {
  return useContext(CurrentStory);
}

/**
 * A memory router for the story, loaded before the story renders. Left to load itself, the router shows its match
 * a moment after the first render (React's test `act` hides that in the story tests, the built Storybook does not),
 * and the play function would look at an empty root. A story sets its starting URL with `parameters.route`.
 */
export const loadRouter: Loader = async (context) => {
  const router = createRouter({
    routeTree: createRootRoute({ component: StoryRoute }),
    history: createMemoryHistory({ initialEntries: [(context.parameters['route'] as string | undefined) ?? '/'] }),
  });
  await router.load();
  return { router };
};

/** The loaded router around the story, so links and navigation hooks work. */
export const withRouter: Decorator = (Story, context) => (
  <CurrentStory.Provider value={<Story />}>
    <RouterProvider router={(context.loaded as { router: AnyRouter }).router} />
  </CurrentStory.Provider>
);
