import { useApi } from '@storefront/api-client/react';
import { useMutation } from '@tanstack/react-query';

/** Asks for a password reset link; a refusal carries the server's message. */
export function useResetRequest() {
  const { mutations } = useApi();
  return useMutation(mutations.forgotPassword);
}
