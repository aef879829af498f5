import { formErrors, PASSWORD_UPDATED, passwordChangeSchema } from '@storefront/domain';
import { Button, PasswordField, sprinkles, useToast } from '@storefront/ui';
import { useApi } from '@storefront/api-client/react';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';

export interface ProfilePasswordFormProps {
  /**
   * The password changed: the server has ended every session of the account, this one included, so the app signs
   * the buyer out and asks for the new password.
   */
  onPasswordUpdated: () => void;
}

const empty = { current_password: '', new_password: '', confirm_new_password: '' };
type Key = keyof typeof empty;

/** The profile's password change with the spec's seven messages ('Password Updated Successfully'). */
export function ProfilePasswordForm({ onPasswordUpdated }: ProfilePasswordFormProps) {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { mutations } = useApi();
  const change = useMutation(mutations.updatePasswordInProfile);
  const toast = useToast();

  const field = (key: Key) => ({
    value: values[key],
    onValueChange: (value: string) => {
      setValues((current) => ({ ...current, [key]: value }));
      setErrors(({ [key]: _cleared, '': _form, ...rest }) => rest);
    },
    error: errors[key],
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = passwordChangeSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(formErrors(parsed.error));
      return;
    }
    setErrors({});
    change.mutate(
      { body: parsed.data },
      {
        onSuccess: () => {
          setValues(empty);
          toast.show({ id: 'password', tone: 'success', kind: 'alert', title: PASSWORD_UPDATED, duration: 3000 });
          onPasswordUpdated();
        },
        onError: (refusal) => toast.show({ id: 'password', tone: 'error', title: refusal.message }),
      },
    );
  };

  return (
    <form
      className={sprinkles({ display: 'grid', gap: 'medium' })}
      noValidate
      onSubmit={submit}
      aria-label="Change password"
    >
      {errors[''] ? <p role="alert">{errors['']}</p> : null}
      <PasswordField label="Current password" autoComplete="current-password" {...field('current_password')} />
      <PasswordField label="New password" autoComplete="new-password" {...field('new_password')} />
      <PasswordField label="Confirm new password" autoComplete="new-password" {...field('confirm_new_password')} />
      <div>
        <Button type="submit" loading={change.isPending}>
          Update password
        </Button>
      </div>
    </form>
  );
}
