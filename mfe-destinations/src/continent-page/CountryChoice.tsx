import type { ContinentDetailCountry } from '@lux/shared';
import { ResponsiveImage } from '@lux/shared';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SectionHead } from '../common/layout.styles';
import { countryHref } from '../common/links';
import { CountryCard, CountryGrid, CountryRows, ViewToggle } from './CountryChoice.styles';

type View = 'grid' | 'list';

interface CountryChoiceProps {
  countries: ContinentDetailCountry[];
  /** The section's eyebrow and title; the view toggle sits beside it. */
  heading: ReactNode;
  /** The id of the title, which names the list. */
  headingId: string;
}

/** The continent's countries, as picture cards or as a plain list; each links to its country page. */
export function CountryChoice({ countries, heading, headingId }: CountryChoiceProps) {
  const [view, setView] = useState<View>('grid');
  return (
    <>
      <SectionHead>
        <div>{heading}</div>
        <ViewToggle role="group" aria-label="Show countries as">
          {(['grid', 'list'] as const).map((option) => (
            <button key={option} type="button" aria-pressed={view === option} onClick={() => setView(option)}>
              {option === 'grid' ? 'Grid' : 'List'}
            </button>
          ))}
        </ViewToggle>
      </SectionHead>
      {view === 'grid' ? (
        <CountryGrid aria-labelledby={headingId}>
          {countries.map((country) => (
            <li key={country.slug}>
              <CountryCard>
                <ResponsiveImage
                  src={country.image_url}
                  alt=""
                  sizes="(min-width: 1320px) 310px, (min-width: 1200px) 23vw, (min-width: 600px) 46vw, 100vw"
                />
                <Link to={countryHref(country)}>
                  <span>{country.name}</span>
                  <small aria-hidden="true">Explore</small>
                </Link>
              </CountryCard>
            </li>
          ))}
        </CountryGrid>
      ) : (
        <CountryRows aria-labelledby={headingId}>
          {countries.map((country) => (
            <li key={country.slug}>
              <Link to={countryHref(country)}>
                <span>{country.name}</span>
                <svg aria-hidden="true" viewBox="0 0 32 12" width="32" height="12">
                  <path d="M0 6h30M25 1l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="1" />
                </svg>
              </Link>
            </li>
          ))}
        </CountryRows>
      )}
    </>
  );
}
