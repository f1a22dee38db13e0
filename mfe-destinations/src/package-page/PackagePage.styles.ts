import styled from '@emotion/styled';
import { capsLabel, colors, fonts, layout, mq } from '@lux/shared';

export const Header = styled.header`
  padding: calc(${layout.headerHeight}px + clamp(48px, 7vw, 96px)) 0 clamp(40px, 5vw, 64px);
  text-align: center;
  h1 {
    max-width: 900px;
    margin: 0 auto;
    font-size: clamp(2.6rem, 6vw, 4.6rem);
    font-weight: 400;
    line-height: 1.05;
  }
`;

/** When and How Long, side by side, divided by a fine gold line. */
export const Facts = styled.dl`
  display: inline-grid;
  grid-template-columns: auto auto;
  /* A long season ('March to June and September to November') wraps on a phone, never off-screen. */
  max-width: 100%;
  margin: clamp(28px, 4vw, 40px) auto 0;
  div {
    padding: 0 clamp(14px, 4vw, 48px);
  }
  div + div {
    border-left: 1px solid ${colors.goldLight};
  }
  dt {
    ${capsLabel}
    margin-bottom: 6px;
  }
  dd {
    margin: 0;
    font-family: ${fonts.display};
    font-size: clamp(1.15rem, 2.2vw, 1.5rem);
    text-wrap: balance;
    ${mq.sm} {
      white-space: nowrap;
    }
  }
`;

export const Lead = styled.p`
  max-width: 680px;
  margin: clamp(28px, 4vw, 40px) auto 0;
  font-size: 1.1rem;
  color: ${colors.inkSoft};
`;

export const Gallery = styled.div`
  max-width: ${layout.maxWidth}px;
  margin: 0 auto;
  padding: 0 ${layout.gutter};
`;

export const ItineraryLayout = styled.div`
  display: grid;
  gap: clamp(56px, 8vw, 96px);
  ${mq.lg} {
    grid-template-columns: minmax(0, 1fr) 360px;
    align-items: start;
  }
`;

/** The invitation beside the itinerary; it stays in view while the days are read. */
export const MakeItYours = styled.aside`
  padding: clamp(32px, 4vw, 44px);
  background: ${colors.white};
  border-top: 2px solid ${colors.goldBright};
  box-shadow: 0 24px 60px rgba(31, 28, 24, 0.07);
  h2 {
    font-size: clamp(1.9rem, 3vw, 2.3rem);
    font-weight: 400;
  }
  h2 + p {
    color: ${colors.inkSoft};
    margin-bottom: 28px;
  }
  ${mq.lg} {
    position: sticky;
    top: calc(${layout.headerHeight}px + 32px);
    margin-top: 96px;
  }
  /* An invitation to press Start Planning: nothing to do on paper. */
  @media print {
    display: none;
  }
`;
