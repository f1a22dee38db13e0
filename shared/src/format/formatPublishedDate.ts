let longDate: Intl.DateTimeFormat | undefined;

/** `2025-10-03` → `3 October 2025`, the same on every visitor's clock (dates are calendar days). */
export function formatPublishedDate(isoDate: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  // Made on first use: a formatter loads its locale's data, a few milliseconds every page would pay.
  longDate ??= new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return longDate.format(date);
}
