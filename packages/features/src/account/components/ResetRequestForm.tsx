import { formErrors, RESET_LINK_SENT, resetRequestSchema } from '@storefront/domain';
import { Button, sprinkles, TextField, useToast } from '@storefront/ui';
import { useState, type FormEvent } from 'react';
import { useResetRequest } from '../api/useResetRequest';

export interface ResetRequestFormProps {
  /** The link is on its way: back to the login page. */
  onSent: () => void;
}

/** /resetpassword: a reset link by e-mail ('Reset Link sent to Mail'); the server's message when it refuses. */
export function ResetRequestForm({ onSent }: ResetRequestFormProps) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const request = useResetRequest();
  const toast = useToast();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = resetRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setError(formErrors(parsed.error)['email']);
      return;
    }
    setError(undefined);
    request.mutate(
      { body: parsed.data },
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
    );
  };

  return (
    <form
      className={sprinkles({ display: 'grid', gap: 'medium' })}
      noValidate
      onSubmit={submit}
      aria-label="Reset password"
    >
      <TextField
        label="Email address"
        type="email"
        required
        autoComplete="email"
        value={email}
        onValueChange={(value) => {
          setEmail(value);
          setError(undefined);
        }}
        error={error}
      />
      <Button type="submit" fullWidth loading={request.isPending}>
        Send reset link
      </Button>
    </form>
  );
}
