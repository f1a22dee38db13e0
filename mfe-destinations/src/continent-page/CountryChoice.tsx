import type { ContinentDetailCountry } from '@lux/shared';
import { Card, CardGrid, SectionHead, cardGridSizes, countryHref } from '@lux/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { CountryRows, ViewToggle } from './CountryChoice.styles';

type View = 'grid' | 'list';

interface CountryChoiceProps {
  countries: ContinentDetailCountry[];
  /** The section's title; the view toggle sits beside it. */
  title: string;
  /** The id of the title, which names the list. */
  titleId: string;
}

/** The continent's countries, as picture cards or as a plain list; each links to its country page. */
export function CountryChoice({ countries, title, titleId }: CountryChoiceProps) {
  const [view, setView] = useState<View>('grid');
  return (
    <>
      <SectionHead
        eyebrow="Countries"
        title={title}
        titleId={titleId}
        aside={
          <ViewToggle role="group" aria-label="Show countries as">
            {(['grid', 'list'] as const).map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={view === option}
                onClick={() => setView(option)}
              >
                {option === 'grid' ? 'Grid' : 'List'}
              </button>
            ))}
          </ViewToggle>
        }
      />
      {view === 'grid' ? (
        <CardGrid layout="quarters" aria-labelledby={titleId}>
          {countries.map((country) => (
            <Card
              key={country.slug}
              layout="overlay"
              shape="tall"
              image={{ src: country.image_url, sizes: cardGridSizes.quarters }}
              title={country.name}
              href={countryHref(country)}
              more="Explore"
            />
          ))}
        </CardGrid>
      ) : (
        <CountryRows aria-labelledby={titleId}>
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
