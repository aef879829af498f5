import { newPasswordSchema, PASSWORD_CHANGED } from '@storefront/domain';
import { Button, EmptyState, PasswordField, sprinkles, useCheckedForm, useToast } from '@storefront/ui';
import { useApi } from '@storefront/api-client/react';
import { useMutation } from '@tanstack/react-query';

export interface ChangePasswordFormProps {
  /** The id query parameter of the reset link: the reset token. */
  token: string | undefined;
  /** The password is changed: on to the login page. */
  onChanged: () => void;
  /** Where a buyer without a usable link asks for a new one. */
  onRequestLink: () => void;
}

/** The reset link's page: a new password of 8 to 20 characters, confirmed ('Password Changed Successfully'). */
export function ChangePasswordForm({ token, onChanged, onRequestLink }: ChangePasswordFormProps) {
  const { field, submit } = useCheckedForm(newPasswordSchema, { password: '', confirm_password: '' });
  const { mutations } = useApi();
  const passwordChange = useMutation(mutations.changePassword);
  const toast = useToast();

  if (!token) {
    return (
      <EmptyState
        title="This page needs the link from your e-mail"
        headingLevel={2}
        description="Open the reset link from your e-mail again, or ask for a new one."
        action={<Button onClick={onRequestLink}>Ask for a new link</Button>}
      />
    );
  }

  const save = submit(({ password }) =>
    passwordChange.mutate(
      { body: { user_token: token, password } },
      {
        onSuccess: () => {
          toast.show({
            id: 'reset',
            tone: 'success',
            kind: 'alert',
            title: PASSWORD_CHANGED,
          });
          onChanged();
        },
        onError: (refusal) => toast.show({ id: 'reset', tone: 'error', title: refusal.message }),
      },
    ),
  );

  return (
    <form
      className={sprinkles({ display: 'grid', gap: 'medium' })}
      noValidate
      onSubmit={save}
      aria-label="Change password"
    >
      <PasswordField label="New password" required autoComplete="new-password" {...field('password')} />
      <PasswordField label="Confirm new password" required autoComplete="new-password" {...field('confirm_password')} />
      <Button type="submit" fullWidth loading={passwordChange.isPending}>
        Change password
      </Button>
    </form>
  );
}
