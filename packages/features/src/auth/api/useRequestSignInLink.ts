import { useApi } from '@storefront/api-client/react';
import { useToast } from '@storefront/ui';
import { useMutation } from '@tanstack/react-query';

/** Asks the server to e-mail a one-time sign-in link; its answer is shown as it comes. */
export function useRequestSignInLink() {
  const { mutations } = useApi();
  const toast = useToast();
  return useMutation({
    ...mutations.requestSignInLink,
    onSuccess: (answer) => toast.show({ id: 'sign-in-link', tone: 'info', title: answer.message }),
    onError: (error) => toast.show({ id: 'sign-in-link', tone: 'error', title: error.message }),
  });
}
