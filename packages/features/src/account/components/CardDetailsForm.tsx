import {
  formErrors,
  keepDigits,
  signupCardSchema,
  signupPasswordSchema,
  THANKS_FOR_REGISTRATION,
} from '@storefront/domain';
import { Button, EmptyState, PasswordField, sprinkles, TextField, useFormChecks, useToast } from '@storefront/ui';
import { useAtom } from 'jotai';
import { useState, type FormEvent } from 'react';
import type { CardProviderAccount } from '../api/cardProvider';
import { useRegisterWithCard } from '../api/useRegisterWithCard';
import * as styles from './accountForm.css';
import { clearSignupDetails, readSignupDetails, signupPasswordsAtom } from '../state/signupDetails';

/** Shown on step 2 after a reload: the password of step 1 is never stored, so it is asked for again here. */
const PASSWORD_AGAIN = 'For your security your password is not kept when this page reloads. Please enter it again.';

export interface CardDetailsFormProps {
  cardProvider: CardProviderAccount;
  /** Back to step 1, which still holds what the buyer typed. */
  onBack: () => void;
  /** Registered: on to the login page. */
  onRegistered: () => void;
}

const emptyCard = {
  card_number: '',
  name: '',
  exp_month: '',
  exp_year: '',
  cvv: '',
  password: '',
  confirm_password: '',
};
type CardKey = keyof typeof emptyCard;

/** Signup step 2: the card kept on file, sent only to the card provider; then the registration. */
export function CardDetailsForm({ cardProvider, onBack, onRegistered }: CardDetailsFormProps) {
  const [details] = useState(readSignupDetails);
  const [passwords, setPasswords] = useAtom(signupPasswordsAtom);
  // Decided once: a password typed here must not make its own fields vanish.
  const [askPassword] = useState(passwords === null);
  const [card, setCard] = useState(emptyCard);
  const { errors, clear, refuse } = useFormChecks();
  const register = useRegisterWithCard(cardProvider);
  const toast = useToast();

  if (!details) {
    return (
      <EmptyState
        title="Your details come first"
        description="Card details are the second step of signing up. Please fill in your personal details first."
        action={<Button onClick={onBack}>Go to personal details</Button>}
      />
    );
  }

  const field = (key: CardKey, filter: (value: string) => string = (value) => value) => ({
    value: card[key],
    onValueChange: (value: string) => {
      setCard((current) => ({ ...current, [key]: filter(value) }));
      clear(key);
    },
    error: errors[key],
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { password, confirm_password, ...typed } = card;
    const parsed = signupCardSchema.safeParse(typed);
    const again = askPassword ? signupPasswordSchema.safeParse({ password, confirm_password }) : null;
    const chosen = again ? (again.success ? again.data : null) : passwords;
    if (!parsed.success || !chosen) {
      refuse({
        ...(parsed.success ? {} : formErrors(parsed.error)),
        ...(again && !again.success ? formErrors(again.error) : {}),
      });
      return;
    }
    refuse({});
    const { exp_month, exp_year, ...rest } = parsed.data;
    register.mutate(
      {
        details: { ...details, ...chosen },
        card: { ...rest, exp_month: Number(exp_month), exp_year: Number(exp_year) },
      },
      {
        onSuccess: () => {
          clearSignupDetails();
          setPasswords(null);
          toast.show({
            id: 'signup',
            tone: 'success',
            kind: 'alert',
            title: THANKS_FOR_REGISTRATION,
            description: `Open the link we e-mailed to ${details.email} to activate your account.`,
          });
          onRegistered();
        },
        onError: (error) => toast.show({ id: 'signup', tone: 'error', title: error.message }),
      },
    );
  };

  return (
    <form
      className={sprinkles({ display: 'grid', gap: 'medium' })}
      noValidate
      onSubmit={submit}
      aria-label="Card details"
    >
      <p>
        Signing up as <strong>{details.email}</strong>. Your card is kept by our card provider; we never see its number.
      </p>
      {askPassword ? (
        <>
          <p role="status">{PASSWORD_AGAIN}</p>
          <PasswordField label="Password" required autoComplete="new-password" {...field('password')} />
          <PasswordField label="Confirm password" required autoComplete="new-password" {...field('confirm_password')} />
        </>
      ) : null}
      <TextField
        label="Card number"
        required
        inputMode="numeric"
        autoComplete="cc-number"
        {...field('card_number', (value) => value.replace(/[^\d ]/g, '').slice(0, 19))}
      />
      <TextField label="Name on card" required autoComplete="cc-name" {...field('name')} />
      <div className={styles.row}>
        <TextField
          label="Expiry month"
          required
          inputMode="numeric"
          placeholder="MM"
          autoComplete="cc-exp-month"
          {...field('exp_month', (value) => keepDigits(value, 2))}
        />
        <TextField
          label="Expiry year"
          required
          inputMode="numeric"
          placeholder="YYYY"
          autoComplete="cc-exp-year"
          {...field('exp_year', (value) => keepDigits(value, 4))}
        />
        <TextField
          label="CVV"
          required
          inputMode="numeric"
          autoComplete="cc-csc"
          {...field('cvv', (value) => keepDigits(value, 4))}
        />
      </div>
      <Button type="submit" fullWidth loading={register.isPending}>
        Register
      </Button>
      <Button variant="secondary" fullWidth onClick={onBack}>
        Back
      </Button>
    </form>
  );
}
