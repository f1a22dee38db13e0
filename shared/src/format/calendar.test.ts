import { formatPublishedDate, monthNames } from './calendar';

describe('formatPublishedDate', () => {
  it('writes a calendar day as British English does', () => {
    expect(formatPublishedDate('2025-10-03')).toBe('3 October 2025');
    expect(formatPublishedDate('2024-01-31T23:30:00Z')).toBe('31 January 2024');
  });

  it('agrees with Intl for every day of a year', () => {
    const intl = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    for (let day = Date.UTC(2024, 0, 1); day < Date.UTC(2025, 0, 1); day += 86_400_000) {
      const iso = new Date(day).toISOString();
      expect(formatPublishedDate(iso)).toBe(intl.format(day));
    }
  });

  it('shows what is not a date as given', () => {
    expect(formatPublishedDate('soon')).toBe('soon');
    expect(formatPublishedDate('2025-02-31')).toBe('2025-02-31');
    expect(formatPublishedDate('2025-13-01')).toBe('2025-13-01');
  });
});

test('the months are named in order', () => {
  const intl = new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' });
  expect(monthNames).toEqual(Array.from({ length: 12 }, (_, month) => intl.format(Date.UTC(2000, month, 1))));
});
