import { RESET_LINK_SENT, resetRequestSchema } from '@storefront/domain';
import { Button, sprinkles, TextField, useCheckedForm, useToast } from '@storefront/ui';
import { useResetRequest } from '../api/useResetRequest';

export interface ResetRequestFormProps {
  /** The link is on its way: back to the login page. */
  onSent: () => void;
}

/** /resetpassword: a reset link by e-mail ('Reset Link sent to Mail'); the server's message when it refuses. */
export function ResetRequestForm({ onSent }: ResetRequestFormProps) {
  const { field, submit } = useCheckedForm(resetRequestSchema, { email: '' });
  const request = useResetRequest();
  const toast = useToast();

  const send = submit((body) =>
    request.mutate(
      { body },
      {
        onSuccess: () => {
          toast.show({
            id: 'reset',
            tone: 'success',
            kind: 'alert',
            title: RESET_LINK_SENT,
          });
          onSent();
        },
        onError: (refusal) => toast.show({ id: 'reset', tone: 'error', title: refusal.message }),
      },
    ),
  );

  return (
    <form
      className={sprinkles({ display: 'grid', gap: 'medium' })}
      noValidate
      onSubmit={send}
      aria-label="Reset password"
    >
      <TextField label="Email address" type="email" required autoComplete="email" {...field('email')} />
      <Button type="submit" fullWidth loading={request.isPending}>
        Send reset link
      </Button>
    </form>
  );
}
