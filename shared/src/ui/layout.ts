import styled from '@emotion/styled';
import { capsLabel } from './capsLabel';
import { colors, layout, mq } from './theme';

export const Container = styled.div`
  width: 100%;
  max-width: ${layout.maxWidth}px;
  margin: 0 auto;
  padding: 0 ${layout.gutter};
`;

/** A vertical band of the page with generous, width-aware spacing. */
export const Section = styled.section`
  padding: clamp(56px, 9vw, 120px) 0;
  &[data-tone='sand'] {
    background: ${colors.sand};
  }
  &[data-tone='night'] {
    background: ${colors.night};
    color: ${colors.ivory};
  }
`;

/** Read by assistive technology, not shown: the rest of a name whose visible words are short. */
export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

/** The small spaced capitals above a heading. */
export const Eyebrow = styled.p`
  ${capsLabel}
  margin: 0 0 16px;
  /* On paper it stays with the title it introduces. */
  break-after: avoid;
`;

export const SectionTitle = styled.h2`
  font-size: clamp(2rem, 4vw, 3.1rem);
  font-weight: 400;
  margin-bottom: 24px;
`;

/** Long-form reading width for articles and legal text. */
export const Prose = styled.div`
  max-width: 720px;
  margin: 0 auto;
  font-size: 1.06rem;
  color: ${colors.inkSoft};
  h2 {
    font-size: clamp(1.7rem, 3vw, 2.2rem);
    color: ${colors.ink};
    margin-top: 1.8em;
  }
  h3 {
    font-size: 1.45rem;
    color: ${colors.ink};
    margin-top: 1.5em;
  }
  ul,
  ol {
    padding-left: 1.3em;
    margin: 0 0 1.2em;
  }
  li {
    margin-bottom: 0.45em;
  }
  a {
    color: ${colors.gold};
  }
  ${mq.md} {
    font-size: 1.1rem;
  }
`;
