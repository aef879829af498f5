import { newCardOf, type CardProviderAccount } from '@storefront/api-client';
import { cardMaxLengths, signupCardSchema, signupPasswordSchema, THANKS_FOR_REGISTRATION } from '@storefront/domain';
import { Button, CardFields, EmptyState, PasswordField, sprinkles, useCheckedForm, useToast } from '@storefront/ui';
import { useAtom } from 'jotai';
import { useState } from 'react';
import { useRegisterWithCard } from '../api/useRegisterWithCard';
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

/** The card, and step 1's password: kept from step 1, or asked again after a reload (same rules either way). */
const cardAndPassword = signupCardSchema.and(signupPasswordSchema);

/** Signup step 2: the card kept on file, sent only to the card provider; then the registration. */
export function CardDetailsForm({ cardProvider, onBack, onRegistered }: CardDetailsFormProps) {
  const [details] = useState(readSignupDetails);
  const [passwords, setPasswords] = useAtom(signupPasswordsAtom);
  // Decided once: a password typed here must not make its own fields vanish.
  const [askPassword] = useState(passwords === null);
  const { values, errors, set, field, submit } = useCheckedForm(cardAndPassword, { ...emptyCard, ...passwords });
  const registration = useRegisterWithCard(cardProvider);
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

  const register = submit(({ password, confirm_password, ...card }) =>
    registration.mutate(
      {
        details: { ...details, password, confirm_password },
        card: newCardOf({ ...details, ...card }),
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
    ),
  );

  return (
    <form
      className={sprinkles({ display: 'grid', gap: 'medium' })}
      noValidate
      onSubmit={register}
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
      <CardFields values={values} errors={errors} onChange={set} maxLengths={cardMaxLengths} />
      <Button type="submit" fullWidth loading={registration.isPending}>
        Register
      </Button>
      <Button variant="secondary" fullWidth onClick={onBack}>
        Back
      </Button>
    </form>
  );
}
