import { Button, company, enquiryTextMaxLengths } from '@lux/shared';
import type { EnquiryOption, EnquiryOptions, FullEnquiryPayload } from '@lux/shared';
import type { ComponentProps, FormEvent } from 'react';
import { ContactFields, emptyContactAnswers } from '../enquiry-form/ContactFields';
import { DestinationSelect } from '../enquiry-form/DestinationSelect';
import { Field } from '../enquiry-form/Field';
import { Actions, CheckboxLabel, Input, NotSentNote, Select, Textarea } from '../enquiry-form/fields.styles';
import { Honeypot } from '../enquiry-form/Honeypot';
import { OptionsUnavailable } from '../enquiry-form/OptionsUnavailable';
import { SubmitFailureNote } from '../enquiry-form/SubmitFailureNote';
import { useAnswers } from '../enquiry-form/useAnswers';
import { useEnquirySubmission } from '../enquiry-form/useEnquirySubmission';
import { FieldGrid, Fieldset, Legend, Pending } from './FullEnquiryForm.styles';
import { useGetEnquiryOptionsQuery } from '../api';

type Answers = Required<Omit<FullEnquiryPayload, 'website' | 'form_duration_ms'>>;

const emptyAnswers: Answers = {
  destination: '',
  travel_month: '',
  travel_year: '',
  duration: '',
  pax: '',
  ...emptyContactAnswers,
  source: '',
  comments: '',
  newsletter_signup: false,
};

interface FullEnquiryFormProps {
  /** Called once the enquiry is stored; the page then replaces the form. */
  onSubmitted: () => void;
  /** The id of the heading that names the form. */
  labelledBy: string;
  /** The form was posted without the app and the site's server could not send it (EnquiryPage). */
  postFailed?: boolean;
}

/**
 * The full-page enquiry form of /enquire and /contact (SPEC 5). Its options are fetched while it is
 * shown; required fields and the email format are checked by the browser itself. After a failed attempt
 * every answer stays as the visitor left it.
 */
export function FullEnquiryForm(props: FullEnquiryFormProps) {
  const options = useGetEnquiryOptionsQuery();

  if (options.data) return <Form options={options.data} {...props} />;
  if (options.isError) return <OptionsUnavailable onRetry={() => void options.refetch()} />;
  return <Pending role="status">Loading...</Pending>;
}

function Form({
  options,
  onSubmitted,
  labelledBy,
  postFailed,
}: FullEnquiryFormProps & { options: EnquiryOptions }) {
  const form = useAnswers<Answers>(emptyAnswers);
  const { answers, setAnswer, text, formRef } = form;
  const { status, submit } = useEnquirySubmission();
  const submitting = status === 'submitting';

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    if (await submit(answers, event.currentTarget)) onSubmitted();
  };

  return (
    // Usable from the server's HTML on: what is typed before hydration is kept (formRef), and a submit
    // then is sent once the app is ready (the shell's early events). Sent without the app (scripts turned
    // off, or its files failed to load) it is posted, and the site's server passes it to the API
    // (shell/src/server/enquiryFormPost.ts): a GET would put the visitor's answers in the address.
    <form
      ref={formRef}
      method="post"
      aria-labelledby={labelledBy}
      data-state={status}
      onSubmit={handleSubmit}
    >
      {postFailed && status === 'idle' && (
        <NotSentNote>
          Your enquiry has not been sent. Your answers are on the page before this one: go back to it to send
          them again, or call us on <a href={company.phone.href}>{company.phone.display}</a> or write to{' '}
          <a href={`mailto:${company.email}`}>{company.email}</a>.
        </NotSentNote>
      )}
      <Fieldset>
        <Legend>
          <span aria-hidden="true">I</span>Your journey
        </Legend>
        <FieldGrid>
          <Field label="Destination" wide>
            {(control) => (
              <DestinationSelect
                {...control}
                {...text('destination')}
                groups={options.destinations}
                required
              />
            )}
          </Field>
          <Field label="Travel month">
            {(control) => (
              <ChoiceSelect
                {...control}
                {...text('travel_month')}
                emptyChoice="Select a month"
                choices={options.months}
                required
              />
            )}
          </Field>
          <Field label="Travel year">
            {(control) => (
              <ChoiceSelect
                {...control}
                {...text('travel_year')}
                emptyChoice="Select a year"
                choices={options.years}
                required
              />
            )}
          </Field>
          <Field label="Duration" hint="e.g., 10 Nights">
            {(control) => (
              <Input
                {...control}
                {...text('duration')}
                maxLength={enquiryTextMaxLengths.duration}
                type="text"
                required
              />
            )}
          </Field>
          <Field label="Travellers">
            {(control) => (
              <ChoiceSelect
                {...control}
                {...text('pax')}
                emptyChoice="Select the number of travellers"
                choices={options.pax_options}
                required
              />
            )}
          </Field>
        </FieldGrid>
      </Fieldset>

      <Fieldset>
        <Legend>
          <span aria-hidden="true">II</span>About you
        </Legend>
        <FieldGrid>
          <ContactFields form={form} variant="page" />
          <Field label="How did you hear about us?" optional>
            {(control) => (
              <ChoiceSelect
                {...control}
                {...text('source')}
                emptyChoice="Select an answer"
                choices={options.source_options}
              />
            )}
          </Field>
        </FieldGrid>
      </Fieldset>

      <Fieldset>
        <Legend>
          <span aria-hidden="true">III</span>Anything else
        </Legend>
        <FieldGrid>
          <Field label="Comments" optional wide>
            {(control) => (
              <Textarea
                {...control}
                {...text('comments')}
                maxLength={enquiryTextMaxLengths.comments}
                rows={5}
                placeholder="Celebrations, pace, the hotels you love, what you would rather avoid..."
              />
            )}
          </Field>
          <CheckboxLabel data-span="full">
            <input
              type="checkbox"
              name="newsletter_signup"
              checked={answers.newsletter_signup}
              onChange={(event) => setAnswer('newsletter_signup', event.target.checked)}
            />
            <span>Send me occasional travel inspiration and news by email.</span>
          </CheckboxLabel>
        </FieldGrid>
      </Fieldset>

      <Honeypot />

      <Actions>
        <Button type="submit" disabled={submitting}>
          {submitting ? 'Submitting...' : 'Send Enquiry'}
        </Button>
        <p>A travel expert will be in touch shortly.</p>
      </Actions>
      <SubmitFailureNote status={status} />
    </form>
  );
}

type ChoiceSelectProps = Omit<ComponentProps<typeof Select>, 'children'> & {
  /** The first, empty choice, e.g. 'Select a month'. */
  emptyChoice: string;
  choices: EnquiryOption[];
};

/** One of the API's choices (months, years, travellers, sources), after a choice that counts as empty. */
function ChoiceSelect({ emptyChoice, choices, ...select }: ChoiceSelectProps) {
  return (
    <Select {...select}>
      <option value="">{emptyChoice}</option>
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </Select>
  );
}
