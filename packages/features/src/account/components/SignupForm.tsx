import { Button, PasswordField, PhoneField, sprinkles, TextField, useCheckedForm } from '@storefront/ui';
import { useAtom } from 'jotai';
import { useState } from 'react';
import { useCheckEmail } from '../api/useCheckEmail';
import { countryOptions } from '../regions/countries';
import { readSignupDetails, saveSignupDetails, signupPasswordsAtom, type SignupDetails } from '../state/signupDetails';
import { emptySignupDetails, signupRules } from '../state/signupForm';
import { RegionFields } from './RegionFields';

export interface SignupFormProps {
  /** Step 1 passed and the e-mail is free: on to the card (step 2). */
  onContinue: () => void;
}

/** Signup step 1, personal details (spec 000 §5); the e-mail is checked unused before going on. */
export function SignupForm({ onContinue }: SignupFormProps) {
  const [passwords, setPasswords] = useAtom(signupPasswordsAtom);
  const [start] = useState<SignupDetails>(() => ({ ...emptySignupDetails, ...readSignupDetails(), ...passwords }));
  const { values, errors, set, field, submit, refuse } = useCheckedForm(signupRules, start);
  const checkEmail = useCheckEmail();

  const next = submit((checked) =>
    checkEmail.mutate(
      { body: { email: checked.email } },
      {
        onSuccess: () => {
          saveSignupDetails({ ...values, email: checked.email });
          setPasswords({ password: values.password, confirm_password: values.confirm_password });
          onContinue();
        },
        onError: (error) => refuse({ email: error.message }),
      },
    ),
  );

  return (
    <form className={sprinkles({ display: 'grid', gap: 'medium' })} noValidate onSubmit={next} aria-label="Signup">
      <TextField label="First name" required autoComplete="given-name" {...field('first_name')} />
      <TextField label="Last name" required autoComplete="family-name" {...field('last_name')} />
      <TextField label="Email address" type="email" required autoComplete="email" {...field('email')} />
      <PhoneField label="Phone number" required countries={countryOptions} {...field('phone')} />
      <PasswordField
        label="Password"
        required
        autoComplete="new-password"
        hint="At least 8 characters with a lowercase and an uppercase letter, a number and a special character."
        {...field('password')}
      />
      <PasswordField label="Confirm password" required autoComplete="new-password" {...field('confirm_password')} />
      <TextField label="Address line 1" required autoComplete="address-line1" {...field('address1')} />
      <TextField label="Address line 2" autoComplete="address-line2" {...field('address2')} />
      <TextField label="City" required autoComplete="address-level2" {...field('city')} />
      <RegionFields country={values.country} state={values.state} onChange={set} errors={errors} />
      <TextField label="Zip code" required inputMode="numeric" autoComplete="postal-code" {...field('zip')} />
      <Button type="submit" fullWidth loading={checkEmail.isPending}>
        Continue to card details
      </Button>
    </form>
  );
}
