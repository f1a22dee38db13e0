// Enquiries sent without pause through the site's /api, as the enquiry form sends them, while a drill
// breaks what is behind it; then what the travel experts see of them, from the database.
import type { EnquiryOptions, FullEnquiryPayload } from '@lux/shared/contract';
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { origin } from '../support/site';

/** Visitors sending at once. */
const CLIENTS = 8;
/** A visitor's browser gives up on an answer after this long; the drill then sends again. */
const ANSWER_TIMEOUT_MS = 20_000;
const RETRY_PAUSE_MS = 250;

/** One attempt's outcome: the HTTP status, or `dropped` when the connection failed without one. */
export type Outcome = number | 'dropped';

export interface SentEnquiry {
  key: string;
  /** The id the API acknowledged the enquiry with (its 201). */
  id: string;
  /** Every attempt's outcome, the last one the 201. */
  outcomes: Outcome[];
}

async function enquiryOptions(): Promise<EnquiryOptions> {
  const response = await fetch(`${origin('shell')}/api/v1/enquiry-options/`);
  if (!response.ok) throw new Error(`enquiry options answered ${response.status}`);
  return (await response.json()) as EnquiryOptions;
}

const first = (options: { value: string }[], what: string) => {
  const option = options[0];
  if (!option) throw new Error(`The API offers no ${what}`);
  return option.value;
};

async function attempt(key: string, payload: FullEnquiryPayload): Promise<{ outcome: Outcome; id?: string }> {
  try {
    const response = await fetch(`${origin('shell')}/api/v1/enquiries/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
    });
    const body = (await response.json().catch(() => ({}))) as { id?: string };
    return { outcome: response.status, id: body.id };
  } catch {
    return { outcome: 'dropped' };
  }
}

/**
 * CLIENTS visitors, each sending its next full enquiry as soon as the last is acknowledged. An attempt
 * that fails is sent again, same Idempotency-Key and same body, until it is acknowledged: the key is
 * what makes a repeated request safe, and every enquiry sent is then acknowledged once stopped.
 */
export async function startEnquiryStream(marker: string) {
  const options = await enquiryOptions();
  const destinations = options.destinations.flatMap((group) => group.options);
  const basePayload = {
    destination: first(destinations, 'destinations'),
    travel_month: first(options.months, 'months'),
    travel_year: first(options.years, 'years'),
    duration: '10 Nights',
    pax: first(options.pax_options, 'traveller counts'),
    full_name: 'Drill Visitor',
    email: 'drill.visitor@example.com',
    country_code: 'in',
    phone: '',
    source: '',
    newsletter_signup: false,
    website: '',
    // Long enough to be a person (the API sets faster forms aside as spam).
    form_duration_ms: 60_000,
  } satisfies Omit<FullEnquiryPayload, 'comments'>;

  const sent: SentEnquiry[] = [];
  const waiters: { done: () => boolean; resolve: () => void }[] = [];
  let stopping = false;

  const visitor = async () => {
    while (!stopping) {
      const key = randomUUID();
      const payload = { ...basePayload, comments: `${marker} ${key}` };
      const outcomes: Outcome[] = [];
      for (;;) {
        const { outcome, id } = await attempt(key, payload);
        outcomes.push(outcome);
        if (outcome === 201 && id) {
          sent.push({ key, id, outcomes });
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, RETRY_PAUSE_MS));
      }
      for (const waiter of waiters.filter(({ done }) => done())) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    }
  };
  const visitors = Array.from({ length: CLIENTS }, visitor);

  return {
    sent,
    /** Resolves once `done` holds, checked after each acknowledged enquiry. */
    until: (done: () => boolean) =>
      new Promise<void>((resolve) => (done() ? resolve() : waiters.push({ done, resolve }))),
    /** Lets each visitor's enquiry under way be acknowledged, then stops. */
    stop: async () => {
      stopping = true;
      await Promise.all(visitors);
    },
  };
}

/** How many rows (spam included) carry each key of `marker`'s enquiries, and under which ids. */
export function storedEnquiries(marker: string, since: Date): Map<string, string[]> {
  const output = execFileSync(
    'npm',
    [
      'run',
      '-s',
      'enquiries',
      '--workspace',
      'api',
      '--',
      '--format',
      'json',
      '--include-spam',
      '--since',
      since.toISOString(),
    ],
    { cwd: path.resolve(__dirname, '..', '..'), encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  const stored = new Map<string, string[]>();
  for (const { id, comments } of JSON.parse(output) as { id: string; comments: string | null }[]) {
    if (!comments?.startsWith(`${marker} `)) continue;
    const key = comments.slice(marker.length + 1);
    stored.set(key, [...(stored.get(key) ?? []), id]);
  }
  return stored;
}
