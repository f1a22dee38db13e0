import { useSubmitEnquiryMutation } from '@lux/shared';
import type { FullEnquiryPayload, ModalEnquiryPayload } from '@lux/shared';
import { useEffect, useRef, useState } from 'react';
import { honeypotValue } from './Honeypot';
import { newIdempotencyKey } from './idempotencyKey';

/** SPEC 4: idle, submitting, then success or error. */
export type EnquiryStatus = 'idle' | 'submitting' | 'success' | 'error';

/** SPEC 8, word for word: shown as a browser alert for any non-OK answer or network error. */
export const submitFailureMessage = 'There was an error submitting your enquiry.';

type AntiSpamFields = 'website' | 'form_duration_ms';

/** What the visitor entered; the anti-spam fields are added on submission. */
export type EnquiryAnswers =
  Omit<FullEnquiryPayload, AntiSpamFields> | Omit<ModalEnquiryPayload, AntiSpamFields>;

/**
 * Sends an enquiry form: a new Idempotency-Key per attempt (a retried request is stored once, a new
 * attempt after a failure is a new one), the honeypot's value and how long the form has been shown.
 */
export function useEnquirySubmission() {
  const [submitEnquiry] = useSubmitEnquiryMutation();
  const [status, setStatus] = useState<EnquiryStatus>('idle');
  const shownAt = useRef(0);

  useEffect(() => {
    shownAt.current = performance.now();
  }, []);

  /** Resolves true once the enquiry is stored; on failure alerts the visitor and resolves false. */
  async function submit(answers: EnquiryAnswers, form: HTMLFormElement): Promise<boolean> {
    setStatus('submitting');
    try {
      await submitEnquiry({
        payload: {
          ...answers,
          website: honeypotValue(form),
          form_duration_ms: Math.round(performance.now() - shownAt.current),
        },
        idempotencyKey: newIdempotencyKey(),
      }).unwrap();
      setStatus('success');
      return true;
    } catch {
      setStatus('error');
      window.alert(submitFailureMessage);
      return false;
    }
  }

  return { status, submit };
}
