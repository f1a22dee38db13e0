import { useHydrated } from '@lux/shared';
import type { EnquiryPayload, FullEnquiryPayload, ModalEnquiryPayload } from '@lux/shared';
import { useState } from 'react';
import { honeypotValue } from './Honeypot';
import { newIdempotencyKey } from './idempotencyKey';
import { useSubmitEnquiryMutation } from '../api';

/** SPEC 4: idle, submitting, then success or error. */
export type EnquiryStatus = 'idle' | 'submitting' | 'success' | 'error';

/** SPEC 8, word for word: shown as a browser alert for any non-OK answer or network error. */
export const submitFailureMessage = 'There was an error submitting your enquiry.';

type AntiSpamFields = 'website' | 'form_duration_ms';

/** What the visitor entered; the anti-spam fields are added on submission. */
export type EnquiryAnswers =
  Omit<FullEnquiryPayload, AntiSpamFields> | Omit<ModalEnquiryPayload, AntiSpamFields>;

interface EnquiryRequest {
  payload: EnquiryPayload;
  idempotencyKey: string;
}

/**
 * Requests sent but not confirmed stored, by the answers they carry. A failure does not mean nothing was
 * stored (the API may commit, then die before answering), so the same answers are sent again as exactly
 * the same request, key and body, which the API stores at most once. Held for the whole page, not one
 * form: the modal form is unmounted when it closes, and the visitor may reopen it and try again.
 */
const unconfirmed = new Map<string, EnquiryRequest>();

/** When the page was first painted (ms since it was asked for); 0 where the browser does not say. */
const firstContentfulPaint = () =>
  performance.getEntriesByName?.('first-contentful-paint')[0]?.startTime ?? 0;

/** Tests share this module: each starts with nothing unconfirmed. */
export function forgetUnconfirmedEnquiries() {
  unconfirmed.clear();
}

/**
 * Sends an enquiry form with an Idempotency-Key, the honeypot's value and how long the form has been
 * shown. New answers are a new enquiry with a new key; answers sent before without a 201 are sent again
 * as that very request; once one is stored, the same answers again are a new enquiry.
 */
export function useEnquirySubmission() {
  const [submitEnquiry] = useSubmitEnquiryMutation();
  const [status, setStatus] = useState<EnquiryStatus>('idle');
  // A form hydrated from the server's HTML was there to fill in from the first paint, not from hydration.
  const hydrating = !useHydrated();
  const [shownAt] = useState(() => (hydrating ? firstContentfulPaint() : performance.now()));

  /** Resolves true once the enquiry is stored; on failure alerts the visitor and resolves false. */
  async function submit(answers: EnquiryAnswers, form: HTMLFormElement): Promise<boolean> {
    setStatus('submitting');
    const filledIn = { ...answers, website: honeypotValue(form) };
    const sameAnswers = JSON.stringify(filledIn, Object.keys(filledIn).sort());
    const request = unconfirmed.get(sameAnswers) ?? {
      payload: { ...filledIn, form_duration_ms: Math.round(performance.now() - shownAt) },
      idempotencyKey: newIdempotencyKey(),
    };
    // Kept before it is sent: a request with no answer at all may have been stored too.
    unconfirmed.set(sameAnswers, request);
    try {
      await submitEnquiry(request).unwrap();
      unconfirmed.delete(sameAnswers);
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
