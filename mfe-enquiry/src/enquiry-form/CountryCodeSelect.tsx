import { countryCodeOptions } from '@lux/shared';
import type { CountryCode } from '@lux/shared';
import type { ComponentProps } from 'react';
import { Select } from './fields.styles';

type CountryCodeSelectProps = Omit<ComponentProps<typeof Select>, 'children' | 'value' | 'onChange'> & {
  value: CountryCode;
  onChange: (code: CountryCode) => void;
};

const isCountryCode = (value: string): value is CountryCode =>
  countryCodeOptions.some((option) => option.value === value);

/** The dialling codes of SPEC 9: +91 India (the default), +44 and +1. */
export function CountryCodeSelect({ value, onChange, ...select }: CountryCodeSelectProps) {
  return (
    <Select
      {...select}
      value={value}
      required
      onChange={(event) => {
        if (isCountryCode(event.target.value)) onChange(event.target.value);
      }}
    >
      {countryCodeOptions.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label} {option.country}
        </option>
      ))}
    </Select>
  );
}
