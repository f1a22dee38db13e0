import styled from '@emotion/styled';
import { colors, fonts, mq } from '@lux/shared';

export const Intro = styled.div`
  max-width: 760px;
  margin: 0 auto clamp(56px, 8vw, 96px);
  text-align: center;
  h2 {
    font-family: ${fonts.body};
    font-size: clamp(0.85rem, 1.4vw, 0.95rem);
    font-weight: 500;
    letter-spacing: 0.28em;
    color: ${colors.gold};
    margin-bottom: 28px;
    &::after {
      content: '';
      display: block;
      width: 56px;
      height: 1px;
      margin: 24px auto 0;
      background: ${colors.goldBright};
    }
  }
  p {
    font-family: ${fonts.display};
    font-size: clamp(1.35rem, 2.4vw, 1.7rem);
    line-height: 1.45;
    color: ${colors.inkSoft};
  }
  p + p {
    font-family: ${fonts.body};
    font-size: 1.06rem;
    line-height: 1.7;
  }
`;

export const Destinations = styled.div`
  display: grid;
  gap: clamp(20px, 2.6vw, 32px);
`;

/** Three countries: the first across the full width, the next two side by side, at every width. */
export const DestinationGroup = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 28px 14px;
  li[data-size='wide'] {
    grid-column: 1 / -1;
  }
  ${mq.sm} {
    gap: clamp(20px, 2.6vw, 32px);
  }
`;

/** The month's closing invitation: a warm gold panel framed by a fine inner line. */
export const GoldPanel = styled.section`
  position: relative;
  padding: clamp(56px, 8vw, 104px) clamp(24px, 6vw, 96px);
  text-align: center;
  color: ${colors.white};
  background: linear-gradient(135deg, ${colors.goldBright} 0%, ${colors.gold} 48%, #6f5229 100%);
  &::before {
    content: '';
    position: absolute;
    inset: clamp(10px, 1.4vw, 16px);
    border: 1px solid rgba(255, 255, 255, 0.4);
    pointer-events: none;
  }
  h2 {
    max-width: 760px;
    margin: 0 auto 18px;
    font-size: clamp(2rem, 4.4vw, 3.2rem);
    font-weight: 400;
  }
  p {
    max-width: 620px;
    margin: 0 auto 34px;
    font-size: 1.08rem;
  }
  a {
    position: relative;
  }
`;
