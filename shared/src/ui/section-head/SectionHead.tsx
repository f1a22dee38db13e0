import type { ReactNode } from 'react';
import { Eyebrow, SectionTitle } from '../layout';
import { Head, Intro } from './SectionHead.styles';

interface SectionHeadProps {
  /** The small capitals above the title, e.g. 'Itineraries'. */
  eyebrow: string;
  title: ReactNode;
  /** The title's id, which names the section and its list of cards (`aria-labelledby`). */
  titleId: string;
  /** Beside the heading on wide screens, under it on phones: a view toggle, a link. */
  aside?: ReactNode;
  /** A few lines introducing the section, under the title. */
  children?: ReactNode;
}

/** A section's heading: eyebrow, title (an h2) and an optional introduction and aside. */
export function SectionHead({ eyebrow, title, titleId, aside, children }: SectionHeadProps) {
  return (
    <Head>
      <div>
        <Eyebrow>{eyebrow}</Eyebrow>
        <SectionTitle id={titleId}>{title}</SectionTitle>
        {children && <Intro>{children}</Intro>}
      </div>
      {aside}
    </Head>
  );
}
