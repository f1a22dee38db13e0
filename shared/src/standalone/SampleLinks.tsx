import styled from '@emotion/styled';
import { Link } from 'react-router';
import { Container, Eyebrow } from '../ui/layout';
import { colors, fonts, layout } from '../ui/theme';

export interface SampleLink {
  /** What the page shows, e.g. 'Country by id (footer): 5'. */
  label: string;
  /** A path the remote routes, e.g. '/countries/5'. */
  to: string;
}

interface SampleLinksProps {
  /** The remote's folder name, e.g. 'mfe-destinations'. */
  remoteName: string;
  /** The page's heading, e.g. 'Destination pages'. */
  title: string;
  /** Pages that exist both in the seed content and in the mocked responses (`?mock`). */
  samples: SampleLink[];
}

/** A standalone remote's start page: a labelled link to a sample of every page and state it exposes. */
export function SampleLinks({ remoteName, title, samples }: SampleLinksProps) {
  return (
    <Page>
      <Container>
        <Eyebrow>{remoteName}</Eyebrow>
        <h1>{title}</h1>
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
