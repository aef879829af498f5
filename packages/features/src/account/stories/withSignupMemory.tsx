import type { Decorator } from '@storybook/react-vite';
import { createStore, Provider } from 'jotai';
import { useState } from 'react';
import { signupPasswordsAtom, type SignupPasswords } from '../state/signupDetails';

/** A fresh jotai store per story; `parameters.signupPasswords` puts step 1's password in memory (null: a reload). */
export const withSignupMemory: Decorator = (Story, context) => {
  const [store] = useState(() => {
    const fresh = createStore();
    const passwords = context.parameters['signupPasswords'] as SignupPasswords | null | undefined;
    if (passwords) fresh.set(signupPasswordsAtom, passwords);
    return fresh;
  });
  return (
    <Provider store={store}>
      <Story />
    </Provider>
  );
};
