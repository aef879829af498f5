import { CONTACT_PHONE_DIGITS, keepDigits, keepLetters, type ContactForm as SenderValues } from '@storefront/domain';
import { TextArea, TextField } from '@storefront/ui';

export interface SenderFieldsProps {
  values: SenderValues;
  errors: Record<string, string>;
  change: (field: keyof SenderValues & string) => (value: string) => void;
  /** 'given-name' where the form takes one word for the name. */
  nameAutoComplete: 'name' | 'given-name';
  messageLabel: string;
  /** Letters and spaces only in the name and digits only in the phone, other characters blocked as they are typed. */
  blockOtherCharacters?: boolean;
}

/** Who writes and what they write: the fields the contact and consignment forms share. */
export function SenderFields({
  values,
  errors,
  change,
  nameAutoComplete,
  messageLabel,
  blockOtherCharacters = false,
}: SenderFieldsProps) {
  const typed = (field: 'name' | 'phone_number', keep: (text: string) => string) =>
    blockOtherCharacters ? (text: string) => change(field)(keep(text)) : change(field);
  return (
    <>
      <TextField
        label="Name"
        autoComplete={nameAutoComplete}
        required
        value={values.name}
        onValueChange={typed('name', (text) => keepLetters(text, { spaces: true }))}
        error={errors['name']}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        value={values.from_email}
        onValueChange={change('from_email')}
        error={errors['from_email']}
      />
      <TextField
        label="Phone Number"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={CONTACT_PHONE_DIGITS}
        required
        value={values.phone_number}
        onValueChange={typed('phone_number', (text) => keepDigits(text, CONTACT_PHONE_DIGITS))}
        error={errors['phone_number']}
      />
      <TextArea
        label={messageLabel}
        required
        rows={4}
        value={values.messages}
        onValueChange={change('messages')}
        error={errors['messages']}
      />
    </>
  );
}
