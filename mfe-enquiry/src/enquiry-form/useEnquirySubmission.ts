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

/**
 * Pauses before each automatic resend. A failed connection, or a gateway or the API saying it is away for
 * a moment (a restart or deploy: 502, 504; its database failing over: 503), is not the visitor's to deal
 * with: the form sends the very same request again, which the API stores once, and only once these are
 * spent does it tell the visitor it failed. About five seconds in all, the button saying it is sending.
 */
const RESEND_PAUSES_MS = [500, 1500, 3000];
const momentaryFailures = new Set<unknown>(['FETCH_ERROR', 502, 503, 504]);

/** Whether RTK Query's error is a momentary failure (a gateway's HTML error page fails to parse as JSON). */
function isMomentary(error: unknown): boolean {
  const { status, originalStatus } = (error ?? {}) as { status?: unknown; originalStatus?: unknown };
  return momentaryFailures.has(status === 'PARSING_ERROR' ? originalStatus : status);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
 * as that very request (by itself after a momentary failure, or when the visitor tries again); once one
 * is stored, the same answers again are a new enquiry.
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
    for (const pauseMs of [...RESEND_PAUSES_MS, undefined]) {
      try {
        await submitEnquiry(request).unwrap();
        unconfirmed.delete(sameAnswers);
        setStatus('success');
        return true;
      } catch (error) {
        if (pauseMs === undefined || !isMomentary(error)) break;
        await pause(pauseMs);
      }
    }
    setStatus('error');
    window.alert(submitFailureMessage);
    return false;
  }

  return { status, submit };
}
