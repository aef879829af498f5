import { PASSWORD_UPDATED, passwordChangeSchema } from '@storefront/domain';
import { Button, PasswordField, sprinkles, useCheckedForm, useToast } from '@storefront/ui';
import { useApi } from '@storefront/api-client/react';
import { useMutation } from '@tanstack/react-query';

export interface ProfilePasswordFormProps {
  /**
   * The password changed: the server has ended every session of the account, this one included; the app signs in
   * again with the new password (`useSignInAgain`).
   */
  onPasswordUpdated: (newPassword: string) => void;
}

const empty = { current_password: '', new_password: '', confirm_new_password: '' };

/** The profile's password change with the spec's seven messages ('Password Updated Successfully'). */
export function ProfilePasswordForm({ onPasswordUpdated }: ProfilePasswordFormProps) {
  const { errors, field, submit, reset } = useCheckedForm(passwordChangeSchema, empty);
  const { mutations } = useApi();
  const passwordUpdate = useMutation(mutations.updatePasswordInProfile);
  const toast = useToast();

  const save = submit((passwords) =>
    passwordUpdate.mutate(
      { body: passwords },
      {
        onSuccess: () => {
          reset();
          toast.show({
            id: 'password',
            tone: 'success',
            kind: 'alert',
            title: PASSWORD_UPDATED,
          });
          onPasswordUpdated(passwords.new_password);
        },
        onError: (refusal) => toast.show({ id: 'password', tone: 'error', title: refusal.message }),
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
      {errors[''] ? <p role="alert">{errors['']}</p> : null}
      <PasswordField label="Current password" autoComplete="current-password" {...field('current_password')} />
      <PasswordField label="New password" autoComplete="new-password" {...field('new_password')} />
      <PasswordField label="Confirm new password" autoComplete="new-password" {...field('confirm_new_password')} />
      <div>
        <Button type="submit" loading={passwordUpdate.isPending}>
          Update password
        </Button>
      </div>
    </form>
  );
}
