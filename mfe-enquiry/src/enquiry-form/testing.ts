import { apiServer } from '@lux/shared/testing/server';
import { http, HttpResponse } from 'msw';

export interface ReceivedEnquiry {
  body: Record<string, unknown>;
  /** The body exactly as sent: the API takes a reused key only with the same enquiry. */
  rawBody: string;
  idempotencyKey: string | null;
}

/**
 * Answers the enquiry POST with the given statuses in turn (the last one repeats) and keeps what each
 * request carried. `held` keeps every answer waiting until `release()` is called.
 */
export function answerEnquiries(statuses: (number | 'network-error')[] = [201], { held = false } = {}) {
  const received: ReceivedEnquiry[] = [];
  let release = () => undefined as void;
  const gate = held ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  apiServer.use(
    http.post('*/api/v1/enquiries/', async ({ request }) => {
      const rawBody = await request.text();
      received.push({
        body: JSON.parse(rawBody) as Record<string, unknown>,
        rawBody,
        idempotencyKey: request.headers.get('Idempotency-Key'),
      });
      await gate;
      const status = statuses[Math.min(received.length, statuses.length) - 1] ?? 201;
      if (status === 'network-error') return HttpResponse.error();
      // A gateway's own page, as nginx sends it when the API is down: not JSON.
      if (status === 502) return HttpResponse.html('<h1>502 Bad Gateway</h1>', { status });
      return status === 201
        ? HttpResponse.json({ id: `enquiry-${received.length}` }, { status })
        : HttpResponse.json({ statusCode: status, error: 'Error', message: 'Failed' }, { status });
    }),
  );
  return { received, release: () => release() };
}

/** Keeps the enquiry options request waiting until `release()` is called. */
export function holdEnquiryOptions() {
  let release = () => undefined as void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  apiServer.use(
    http.get('*/api/v1/enquiry-options/', async () => {
      await gate;
      return undefined;
    }),
  );
  return { release: () => release() };
}

export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
