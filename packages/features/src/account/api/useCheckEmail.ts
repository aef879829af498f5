import { useApi } from '@storefront/api-client/react';
import { useMutation } from '@tanstack/react-query';

/** Signup step 1: is the e-mail still free? A taken address rejects with the server's message. */
export function useCheckEmail() {
  const { mutations } = useApi();
  return useMutation(mutations.checkEmailExistance);
}
