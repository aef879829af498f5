import { consignmentSchema, imageFileProblem, type ConsignmentForm as Values } from '@storefront/domain';
import { Button, FileField, sprinkles, useCheckedForm } from '@storefront/ui';
import { useState, type FormEvent } from 'react';
import { useSendConsignmentInquiry } from '../api/useSendConsignmentInquiry';
import { senderStart, type Sender } from './senderStart';
import { SenderFields } from './SenderFields';

const empty: Values = { name: '', from_email: '', phone_number: '', messages: '' };

/** The form's picture fields, as the API names them. */
const PICTURES = ['image_1', 'image_2', 'image_3'] as const;
type Picture = (typeof PICTURES)[number];
type Pictures = Record<Picture, File | null>;
const noPictures: Pictures = { image_1: null, image_2: null, image_3: null };

/** Why a chosen file cannot go, or null: pictures only, by their first bytes. */
const pictureProblem = async (file: File | null) => (file ? imageFileProblem(file) : null);

export interface ConsignmentFormProps {
  /** The signed-in buyer: the form starts with their first name, e-mail and phone. */
  sender?: Sender | null | undefined;
}

/**
 * Consignment Inquires: name (letters only, no spaces), e-mail, phone, what the seller wants to consign, and up to three
 * pictures sent with the inquiry.
 */
export function ConsignmentForm({ sender }: ConsignmentFormProps) {
  // The name here is one word (the spec's rule): the buyer's first name.
  const details = sender
    ? { name: sender.first_name, from_email: sender.email, phone_number: sender.phone }
    : undefined;
  const form = useCheckedForm(consignmentSchema, senderStart(empty, details, consignmentSchema));
  const { values, errors, refuse } = form;
  const [pictures, setPictures] = useState<Pictures>(noPictures);
  const send = useSendConsignmentInquiry({
    onSent: () => {
      form.reset();
      setPictures(noPictures);
    },
  });

  const choose = (field: Picture) => (file: File | null) => {
    setPictures((current) => ({ ...current, [field]: file }));
    void pictureProblem(file).then((problem) =>
      refuse(({ [field]: _cleared, ...rest }) => (problem ? { ...rest, [field]: problem } : rest)),
    );
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = await Promise.all(PICTURES.map((field) => pictureProblem(pictures[field])));
    const pictureErrors = Object.fromEntries(
      PICTURES.flatMap((field, index) => {
        const problem = problems[index];
        return problem ? [[field, problem]] : [];
      }),
    );
    const checked = form.check();
    const refusedPictures = Object.keys(pictureErrors).length > 0;
    if (refusedPictures) refuse((messages) => ({ ...messages, ...pictureErrors }));
    if (!checked || refusedPictures) return;
    const chosen = PICTURES.map((field) => pictures[field]).filter((file): file is File => file !== null);
    send.mutate({
      body: {
        name: checked.name,
        email: checked.from_email,
        phone: checked.phone_number,
        message: checked.messages,
        // Sent in order from image_1, so a gap in the fields leaves none in the form.
        ...Object.fromEntries(chosen.map((file, index) => [`image_${index + 1}`, file])),
      },
    });
  };

  return (
    <form
      className={sprinkles({ display: 'grid', gap: 'medium' })}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label="Consignment Inquires"
    >
      <SenderFields
        values={values}
        errors={errors}
        change={form.change}
        nameAutoComplete="given-name"
        messageLabel="What would you like to consign?"
      />
      {PICTURES.map((field, index) => (
        <FileField
          key={field}
          label={`Picture ${index + 1}`}
          hint={index === 0 ? 'Optional: up to three pictures of what you would like to consign.' : undefined}
          value={pictures[field]}
          onValueChange={choose(field)}
          error={errors[field]}
        />
      ))}
      <Button type="submit" loading={send.isPending}>
        Send Inquiry
      </Button>
    </form>
  );
}
