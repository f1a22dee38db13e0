import type { ReactNode } from 'react';
import { Eyebrow } from '../layout';
import { Columns, GoldRule, Text } from './Overview.styles';

interface OverviewProps {
  /** The small capitals above the title, e.g. 'Discover Asia'. */
  eyebrow: string;
  title: ReactNode;
  /** The title's id, which names the section (`aria-labelledby`). */
  titleId: string;
  /** The text beside the title: paragraphs, and perhaps a button. */
  children: ReactNode;
}

/** The opening section of a destination: a large title over a gold rule, beside its text. */
export function Overview({ eyebrow, title, titleId, children }: OverviewProps) {
  return (
    <Columns>
      <div>
        <Eyebrow>{eyebrow}</Eyebrow>
        <h2 id={titleId}>{title}</h2>
        <GoldRule aria-hidden="true" />
      </div>
      <Text>{children}</Text>
    </Columns>
  );
}
