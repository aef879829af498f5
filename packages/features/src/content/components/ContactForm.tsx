import { contactSchema, type ContactForm as ContactValues } from '@storefront/domain';
import { Button, sprinkles, useCheckedForm } from '@storefront/ui';
import { useSendContactUs } from '../api/useSendContactUs';
import { senderStart, type Sender } from './senderStart';
import { SenderFields } from './SenderFields';

const empty: ContactValues = { name: '', from_email: '', phone_number: '', messages: '' };

/** What the form's subject says: the spec's form has no subject field. */
const CONTACT_SUBJECT = 'Contact Us';

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
  const form = useCheckedForm(contactSchema, senderStart(empty, details, contactSchema));
  const send = useSendContactUs({ onSent: form.reset });
  const submit = form.submit((checked) =>
    send.mutate({ body: { ...checked, subject: CONTACT_SUBJECT, is_send_email: 1 } }),
  );

  return (
    <form className={sprinkles({ display: 'grid', gap: 'medium' })} noValidate onSubmit={submit} aria-label={label}>
      <SenderFields
        values={form.values}
        errors={form.errors}
        change={form.change}
        nameAutoComplete="name"
        messageLabel="Message"
        blockOtherCharacters
      />
      <Button type="submit" loading={send.isPending}>
        Submit
      </Button>
    </form>
  );
}
