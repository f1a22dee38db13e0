import { enquiryTextMaxLengths } from '@lux/shared';
import type { CountryCode } from '@lux/shared';
import { CountryCodeSelect } from './CountryCodeSelect';
import { Field } from './Field';
import { Input, PhoneRow } from './fields.styles';
import type { AnswersForm } from './useAnswers';

interface ContactAnswers {
  full_name: string;
  email: string;
  country_code: CountryCode;
  phone: string;
}

/** Both forms start with empty contact answers and the +91 dialling code (SPEC 5). */
export const emptyContactAnswers: ContactAnswers = {
  full_name: '',
  email: '',
  country_code: 'in',
  phone: '',
};

interface ContactFieldsProps {
  /** The form's answers (useAnswers); these fields bind the contact ones. */
  form: AnswersForm<ContactAnswers>;
  /**
   * In the modal the fields say what to type (SPEC 5) and the name takes the focus, since the form may
   * arrive after its dialog opened (it is loaded from the remote on demand). The page's form has neither.
   */
  variant: 'page' | 'modal';
}

/** Who to reply to, in both enquiry forms: full name and email (required), dialling code and phone. */
export function ContactFields({ form, variant }: ContactFieldsProps) {
  const { answers, setAnswer, text } = form;
  const inModal = variant === 'modal';
  return (
    <>
      <Field label="Full name">
        {(control) => (
          <Input
            {...control}
            {...text('full_name')}
            maxLength={enquiryTextMaxLengths.full_name}
            type="text"
            autoComplete="name"
            placeholder={inModal ? 'Enter your full name' : undefined}
            required
            autoFocus={inModal}
          />
        )}
      </Field>
      <Field label="Email">
        {(control) => (
          <Input
            {...control}
            {...text('email')}
            maxLength={enquiryTextMaxLengths.email}
            type="email"
            autoComplete="email"
            placeholder={inModal ? 'Enter your email address' : undefined}
            required
          />
        )}
      </Field>
      <PhoneRow>
        <Field label="Country code">
          {(control) => (
            <CountryCodeSelect
              {...control}
              name="country_code"
              value={answers.country_code}
              onChange={(country_code) => setAnswer('country_code', country_code)}
            />
          )}
        </Field>
        <Field label="Phone" optional>
          {(control) => (
            <Input
              {...control}
              {...text('phone')}
              maxLength={enquiryTextMaxLengths.phone}
              type="tel"
              autoComplete="tel-national"
              placeholder={inModal ? 'Enter your phone number' : undefined}
            />
          )}
        </Field>
      </PhoneRow>
    </>
  );
}
