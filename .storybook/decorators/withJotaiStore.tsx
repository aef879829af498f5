import type { Decorator } from '@storybook/react-vite';
import { createStore, Provider } from 'jotai';
import { useState } from 'react';

export const withJotaiStore: Decorator = (Story) => {
  const [store] = useState(createStore);
  return (
    <Provider store={store}>
      <Story />
    </Provider>
  );
};
