import { monthNames } from '@lux/shared/calendar';
import type { EnquiryOption } from '@lux/shared/contract';

// The fixed choices of the full enquiry form. Option values are what a payload sends back; the API
// accepts exactly these.

export const monthOptions: EnquiryOption[] = monthNames.map((name) => ({
  value: name.toLowerCase(),
  label: name,
}));

/** Travel can be planned for this year and the next two, counted in UTC. */
export const yearOptions = (now: Date = new Date()): EnquiryOption[] =>
  [0, 1, 2].map((offset) => {
    const year = String(now.getUTCFullYear() + offset);
    return { value: year, label: year };
  });

export const MAX_LISTED_PAX = 10;

export const paxOptions: EnquiryOption[] = [
  ...Array.from({ length: MAX_LISTED_PAX }, (_, index) => {
    const count = index + 1;
    return { value: String(count), label: `${count} ${count === 1 ? 'traveller' : 'travellers'}` };
  }),
  { value: `${MAX_LISTED_PAX + 1}+`, label: `More than ${MAX_LISTED_PAX} travellers` },
];

export const sourceOptions: EnquiryOption[] = [
  { value: 'search-engine', label: 'Search engine' },
  { value: 'social-media', label: 'Social media' },
  { value: 'friend-or-family', label: 'Friend or family' },
  { value: 'travel-press', label: 'Travel press' },
  { value: 'returning-client', label: 'Returning client' },
  { value: 'other', label: 'Other' },
];

export const isOption = (options: EnquiryOption[], value: string): boolean =>
  options.some((option) => option.value === value);
