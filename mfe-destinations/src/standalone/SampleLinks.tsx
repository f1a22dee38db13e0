import styled from '@emotion/styled';
import { Container, Eyebrow, colors, fonts, layout } from '@lux/shared';
import { Link } from 'react-router';

// Pages that exist both in the seed content and in the mocked responses (`?mock`).
const samples = [
  { label: 'Continent: Asia', to: '/destinations/continents/asia' },
  { label: 'Continent by id (mobile menu): 1', to: '/destinations/continents/1' },
  { label: 'Country: India', to: '/countries/india' },
  { label: 'Country by id (footer): 5', to: '/countries/5' },
  { label: 'Island country: Maldives', to: '/special/countries/maldives' },
  {
    label: 'Package: Palaces of Rajasthan and the Taj Mahal',
    to: '/packages/palaces-of-rajasthan-and-the-taj-mahal',
  },
  { label: 'Travel by month: January', to: '/inspiration/travel-by-month/january' },
  { label: 'Search: "ra"', to: '/search?q=ra' },
  { label: 'Not found: an unknown country', to: '/countries/atlantis' },
];

/** The standalone remote's start page: a labelled link to a sample of every page it exposes. */
export function SampleLinks() {
  return (
    <Page>
      <Container>
        <Eyebrow>mfe-destinations</Eyebrow>
        <h1>Destination pages</h1>
        <ul>
          {samples.map((sample) => (
            <li key={sample.to}>
              <Link to={sample.to}>{sample.label}</Link>
              <code>{sample.to}</code>
            </li>
          ))}
        </ul>
      </Container>
    </Page>
  );
}

const Page = styled.main`
  padding: calc(${layout.headerHeight}px + 56px) 0 96px;
  h1 {
    font-family: ${fonts.display};
    font-weight: 400;
    font-size: clamp(2.2rem, 5vw, 3.4rem);
  }
  ul {
    list-style: none;
    padding: 0;
    margin: 32px 0 0;
    border-top: 1px solid ${colors.line};
  }
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 4px 24px;
    padding: 16px 0;
    border-bottom: 1px solid ${colors.line};
  }
  a {
    font-family: ${fonts.display};
    font-size: 1.4rem;
    text-decoration: none;
    &:hover {
      color: ${colors.gold};
    }
  }
  code {
    color: ${colors.muted};
    font-size: 0.85rem;
  }
`;
