import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header that carries `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, as Stripe's does. */
export const SIGNATURE_HEADER = 'Aurelia-Signature';

/** A signature older (or further ahead) than this is refused: a replay of a captured call. */
export const SIGNATURE_TOLERANCE_S = 300;

const hmac = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

export const signWebhook = (secret: string, body: string, timestamp: number) =>
  `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;

/**
 * What a receiver checks, and the reference for the README: the header parses, its timestamp is within
 * `toleranceS` of now, and one of its v1 signatures matches the raw body (compared in constant time).
 */
export function verifyWebhookSignature(
  secret: string,
  header: string | undefined,
  rawBody: string,
  { now = Date.now(), toleranceS = SIGNATURE_TOLERANCE_S } = {},
): boolean {
  const parts = (header ?? '').split(',').map((part) => part.trim().split('='));
  const timestamp = Number(parts.find(([name]) => name === 't')?.[1]);
  if (!Number.isInteger(timestamp) || Math.abs(now / 1000 - timestamp) > toleranceS) return false;
  const expected = Buffer.from(hmac(secret, timestamp, rawBody), 'hex');
  return parts.some(([name, value = '']) => {
    const given = Buffer.from(value, 'hex');
    return name === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
  });
}

export interface WebhookTarget {
  url: string;
  secret: string;
}

const WEBHOOK_TIMEOUT_MS = 15_000;

/**
 * POSTs the JSON, signed, with the message's Idempotency-Key (the same on every attempt). Anything but a
 * 2xx answer throws, to be retried.
 */
export async function postWebhook(
  { url, secret }: WebhookTarget,
  payload: unknown,
  idempotencyKey: string,
): Promise<void> {
  const body = JSON.stringify(payload);
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'idempotency-key': idempotencyKey,
      [SIGNATURE_HEADER]: signWebhook(secret, body, Math.floor(Date.now() / 1000)),
    },
    body,
    signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    redirect: 'error',
  });
  await response.body?.cancel();
  if (!response.ok) throw new Error(`The webhook answered ${response.status}`);
}
