/**
 * The months' names, written out: the first `Intl.DateTimeFormat` a page makes loads the browser's
 * locale and time zone data, tens of milliseconds of a phone's main thread for twelve fixed words.
 */
export const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** `2025-10-03` → `3 October 2025`, the same on every visitor's clock (dates are calendar days). */
export function formatPublishedDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  const date = match && new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  // Out-of-range days and months (2025-02-31) are not dates: shown as given, never rolled over.
  if (!date || date.getUTCDate() !== Number(match[3]) || date.getUTCMonth() !== Number(match[2]) - 1)
    return isoDate;
  return `${date.getUTCDate()} ${monthNames[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
