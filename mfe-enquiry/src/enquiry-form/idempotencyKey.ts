/**
 * A fresh Idempotency-Key for one enquiry, which every attempt to send it carries. `crypto.randomUUID`
 * exists only in secure contexts (HTTPS, localhost); on a deployment served over plain HTTP the key is
 * built as a version 4 UUID from `getRandomValues`, which is there in every context, instead of failing
 * every enquiry.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
