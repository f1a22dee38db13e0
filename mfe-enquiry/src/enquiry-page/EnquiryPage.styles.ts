import styled from '@emotion/styled';
import { colors, fonts, layout, mq } from '@lux/shared';

export const Columns = styled.div`
  display: grid;
  gap: clamp(56px, 8vw, 96px);
  ${mq.md} {
    grid-template-columns: minmax(0, 1.75fr) minmax(280px, 1fr);
    align-items: start;
  }
`;

export const Intro = styled.header`
  max-width: 640px;
  margin-bottom: clamp(40px, 6vw, 64px);
  h2 {
    font-size: clamp(2.1rem, 4vw, 3rem);
    font-weight: 400;
  }
  p {
    color: ${colors.inkSoft};
    margin: 0;
  }
`;

/** The ways to reach us: a sand card framed by a gold hairline, kept in view beside the long form. */
export const Aside = styled.aside`
  padding: clamp(32px, 4vw, 44px);
  background: ${colors.sand};
  outline: 1px solid ${colors.goldLight};
  outline-offset: -10px;
  h2 {
    font-size: clamp(1.8rem, 3vw, 2.2rem);
    font-weight: 400;
  }
  h3 {
    margin: 36px 0 14px;
    padding-top: 28px;
    border-top: 1px solid ${colors.line};
    font-size: 1.35rem;
    font-weight: 500;
  }
  > p {
    color: ${colors.inkSoft};
  }
  ${mq.md} {
    position: sticky;
    top: ${layout.headerHeight + 32}px;
  }
`;

export const Steps = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
  li {
    counter-increment: step;
    display: grid;
    grid-template-columns: 32px 1fr;
    margin-bottom: 10px;
    color: ${colors.inkSoft};
  }
  li::before {
    content: counter(step, upper-roman);
    font-family: ${fonts.display};
    font-style: italic;
    color: ${colors.gold};
  }
`;

/** What replaces the form once the enquiry is sent. */
export const Sent = styled.div`
  max-width: 600px;
  padding: clamp(8px, 4vw, 48px) 0;
  h2 {
    font-size: clamp(2.1rem, 4vw, 3rem);
    font-weight: 400;
    outline: none;
  }
  p {
    color: ${colors.inkSoft};
  }
`;
