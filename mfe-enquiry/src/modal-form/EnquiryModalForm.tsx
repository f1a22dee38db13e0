import { Button } from '@lux/shared';
import type { EnquiryDestination, ModalEnquiryPayload } from '@lux/shared';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { ContactFields, emptyContactAnswers } from '../enquiry-form/ContactFields';
import {
  DestinationSelect,
  destinationLabel,
  findDestinationOption,
} from '../enquiry-form/DestinationSelect';
import { Field } from '../enquiry-form/Field';
import { Hint } from '../enquiry-form/fields.styles';
import { Honeypot } from '../enquiry-form/Honeypot';
import { OptionsUnavailable } from '../enquiry-form/OptionsUnavailable';
import { SubmitFailureNote } from '../enquiry-form/SubmitFailureNote';
import { useAnswers } from '../enquiry-form/useAnswers';
import { useEnquirySubmission } from '../enquiry-form/useEnquirySubmission';
import { Fields, Submit } from './EnquiryModalForm.styles';
import { useGetEnquiryOptionsQuery } from '../api';

type Answers = Required<Omit<ModalEnquiryPayload, 'website' | 'form_duration_ms'>>;

export interface EnquiryModalFormProps {
  /** Called once the enquiry is stored; the host then closes the form and says thank you. */
  onSubmitted: () => void;
  /** The destination of the page the modal was opened from, chosen when the options offer it. */
  destination?: EnquiryDestination;
}

/**
 * The 'Plan Your Trip' form (SPEC 5), mounted by the shell inside its modal. It starts empty with the
 * +91 dialling code every time it is mounted (the page's destination chosen, when it is offered), and the
 * host unmounts it when the modal closes.
 */
export default function EnquiryModalForm({ onSubmitted, destination = [] }: EnquiryModalFormProps) {
  const options = useGetEnquiryOptionsQuery();
  const form = useAnswers<Answers>({ ...emptyContactAnswers, destination: '' });
  const { answers, text, setAnswer } = form;

  // The options arrive after the form mounts (at once when cached), so the page's destination is chosen
  // then, and only then: from there on the choice is the visitor's.
  const [preselected, setPreselected] = useState(false);
  if (options.data && !preselected) {
    setPreselected(true);
    const option = findDestinationOption(options.data.destinations, destination);
    if (option) setAnswer('destination', option.value);
  }

  const { status, submit } = useEnquirySubmission();
  const sending = status === 'submitting';
  const groups = options.data?.destinations ?? [];

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    // The modal's enquiry names its destination by the option's label (SPEC 3).
    const sent = await submit(
      { ...answers, destination: destinationLabel(groups, answers.destination) },
      event.currentTarget,
    );
    if (sent) onSubmitted();
  };

  return (
    <form data-state={status} onSubmit={handleSubmit}>
      <Fields>
        <ContactFields form={form} variant="modal" />
        <Field label="Destination">
          {(control) => (
            <DestinationSelect
              {...control}
              {...text('destination')}
              groups={groups}
              aria-busy={options.isLoading}
              required
            />
          )}
        </Field>
        {options.isLoading && <Hint role="status">Loading...</Hint>}
        {options.isError && <OptionsUnavailable onRetry={() => void options.refetch()} />}
      </Fields>

      <Honeypot />

      <Submit>
        <Button type="submit" disabled={sending || !options.data}>
          {sending ? 'Sending...' : 'Send Enquiry'}
        </Button>
      </Submit>
      <SubmitFailureNote status={status} />
    </form>
  );
}
