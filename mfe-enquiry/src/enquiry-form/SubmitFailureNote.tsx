import { company } from '@lux/shared';
import { FailureNote } from './fields.styles';
import type { EnquiryStatus } from './useEnquirySubmission';

/** After a failed attempt, a lasting note beside the alert: the answers are kept, or call us instead. */
export function SubmitFailureNote({ status }: { status: EnquiryStatus }) {
  return (
    <div aria-live="polite">
      {status === 'error' && (
        <FailureNote>
          Your enquiry has not been sent. Please try again, or call us on{' '}
          <a href={company.phone.href}>{company.phone.display}</a>.
        </FailureNote>
      )}
    </div>
  );
}
