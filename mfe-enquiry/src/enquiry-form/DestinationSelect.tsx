import type { EnquiryDestination, EnquiryOption, EnquiryOptionGroup } from '@lux/shared';
import type { ComponentProps } from 'react';
import { Select } from './fields.styles';

type DestinationSelectProps = Omit<ComponentProps<typeof Select>, 'children'> & {
  groups: EnquiryOptionGroup[];
};

/** Destinations grouped by continent, after a 'Select a destination' choice that counts as empty. */
export function DestinationSelect({ groups, ...select }: DestinationSelectProps) {
  return (
    <Select {...select}>
      <option value="">Select a destination</option>
      {groups.map((group) => (
        <optgroup key={group.label} label={group.label}>
          {group.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </optgroup>
      ))}
    </Select>
  );
}

/** The label of the destination whose value is chosen: what the modal's payload sends (SPEC 3). */
export function destinationLabel(groups: EnquiryOptionGroup[], value: string): string {
  for (const group of groups) {
    const option = group.options.find((candidate) => candidate.value === value);
    if (option) return option.label;
  }
  return value;
}

// Case does not matter when a page's name is matched to an option; accents do (as the API matches names).
const sameText = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'accent' }) === 0;

/**
 * The option a page's destination names, by label or value: its most specific name that is an option
 * (a package's, else its country's), or undefined when none is.
 */
export function findDestinationOption(
  groups: EnquiryOptionGroup[],
  destination: EnquiryDestination,
): EnquiryOption | undefined {
  const options = groups.flatMap((group) => group.options);
  for (const name of destination) {
    const option = options.find(
      (candidate) => sameText(candidate.label, name) || sameText(candidate.value, name),
    );
    if (option) return option;
  }
  return undefined;
}
