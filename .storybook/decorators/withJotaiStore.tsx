import type { Decorator } from '@storybook/react-vite';
import { createStore, Provider } from 'jotai';
import { useState, type ReactNode } from 'react';

function FreshJotaiStore({ children }: { children: ReactNode }) {
  const [store] = useState(createStore);
  return <Provider store={store}>{children}</Provider>;
}

export const withJotaiStore: Decorator = (Story) => (
  <FreshJotaiStore>
    <Story />
  </FreshJotaiStore>
);
