import type { Decorator } from '@storybook/react-vite';
import { createStore, Provider } from 'jotai';
import { useState, type ReactNode } from 'react';
import { signupPasswordsAtom, type SignupPasswords } from '../state/signupDetails';

function SignupMemory({ passwords, children }: { passwords: SignupPasswords | null; children: ReactNode }) {
  const [store] = useState(() => {
    const fresh = createStore();
    if (passwords) fresh.set(signupPasswordsAtom, passwords);
    return fresh;
  });
  return <Provider store={store}>{children}</Provider>;
}

/** A fresh jotai store per story; `parameters.signupPasswords` puts step 1's password in memory (null: a reload). */
export const withSignupMemory: Decorator = (Story, context) => (
  <SignupMemory passwords={(context.parameters['signupPasswords'] as SignupPasswords | null | undefined) ?? null}>
    <Story />
  </SignupMemory>
);
