import { contactSchema, formErrors, type ContactForm as ContactValues } from '@storefront/domain';
import { Button, sprinkles, TextArea, TextField } from '@storefront/ui';
import { useState, type FormEvent } from 'react';
import { useSendContactUs } from '../api/useSendContactUs';
import { useSenderValues, type Sender } from './useSenderValues';

const empty: ContactValues = { name: '', from_email: '', phone_number: '', messages: '' };

/** What the form's subject says: the spec's form has no subject field. */
const CONTACT_SUBJECT = 'Contact Us';

/** The spec's maximum length of the phone number. */
const PHONE_MAX_LENGTH = 10;

export interface ContactFormProps {
  /** Names the form for assistive technology (a page may show it beside other forms). */
  label?: string | undefined;
  /** The signed-in buyer: the form starts with their name, e-mail and phone. */
  sender?: Sender | null | undefined;
}

/**
 * Contact Us (spec 001 §5): name (letters and spaces), e-mail, phone (digits, at most 10) and message, each with the
 * spec's message; sent with send_contactus, then 'Data sent successfully' and the message cleared (a signed-in buyer's
 * details stay for the next one).
 */
export function ContactForm({ label = 'Contact Us', sender }: ContactFormProps) {
  const details = sender
    ? {
        name: [sender.first_name, sender.last_name].filter(Boolean).join(' '),
        from_email: sender.email,
        phone_number: sender.phone,
      }
    : undefined;
  const form = useSenderValues(empty, details, contactSchema);
  const { values } = form;
  const [errors, setErrors] = useState<Record<string, string>>({});
  const send = useSendContactUs({ onSent: form.reset });

  const change = (field: keyof ContactValues) => (value: string) => {
    form.change(field)(value);
    if (errors[field]) setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = contactSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(formErrors(parsed.error));
      return;
    }
    setErrors({});
    send.mutate({ body: { ...parsed.data, subject: CONTACT_SUBJECT, is_send_email: 1 } });
  };

  return (
    <form className={sprinkles({ display: 'grid', gap: 'medium' })} noValidate onSubmit={submit} aria-label={label}>
      <TextField
        label="Name"
        autoComplete="name"
        required
        value={values.name}
        onValueChange={change('name')}
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
        maxLength={PHONE_MAX_LENGTH}
        required
        value={values.phone_number}
        onValueChange={change('phone_number')}
        error={errors['phone_number']}
      />
      <TextArea
        label="Message"
        required
        rows={4}
        value={values.messages}
        onValueChange={change('messages')}
        error={errors['messages']}
      />
      <Button type="submit" loading={send.isPending}>
        Submit
      </Button>
    </form>
  );
}
