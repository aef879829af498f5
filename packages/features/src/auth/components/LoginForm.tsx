import { loginSchema } from '@storefront/domain';
import { Button, PasswordField, sprinkles, TextField, useCheckedForm } from '@storefront/ui';
import { useRequestSignInLink } from '../api/useRequestSignInLink';
import { useSignIn } from '../api/useSignIn';

export interface LoginFormProps {
  /** Where to go once signed in: back to the page that asked, as the app decides. */
  onSignedIn: () => void;
}

/** Sign-in with e-mail and password (spec 000 §5): the e-mail trimmed and checked, the password required. */
export function LoginForm({ onSignedIn }: LoginFormProps) {
  const { values, field, submit, refuse } = useCheckedForm(loginSchema, { username: '', password: '' });
  const signIn = useSignIn({ onSignedIn });
  const requestLink = useRequestSignInLink();

  const signInWith = submit((checked) => signIn.mutate({ body: { ...checked, is_auctionio: 1 } }));

  /** The password is not needed for a link: only the e-mail is checked. */
  const sendLink = () => {
    const parsed = loginSchema.shape.username.safeParse(values.username);
    if (!parsed.success) {
      refuse({ username: parsed.error.issues[0]?.message ?? '' });
      return;
    }
    refuse({});
    requestLink.mutate({ body: { email: parsed.data } });
  };

  return (
    <form className={sprinkles({ display: 'grid', gap: 'medium' })} noValidate onSubmit={signInWith} aria-label="Login">
      <TextField label="Email address" type="email" autoComplete="username" required {...field('username')} />
      <PasswordField label="Password" autoComplete="current-password" required {...field('password')} />
      <Button type="submit" fullWidth loading={signIn.isPending}>
        Login
      </Button>
      <Button variant="secondary" fullWidth loading={requestLink.isPending} onClick={sendLink}>
        E-mail me a sign-in link
      </Button>
    </form>
  );
}
