import styled from '@emotion/styled';
import { capsLabel, colors, mq, quotation } from '@lux/shared';

export const Rating = styled.div`
  text-align: center;
  margin-bottom: clamp(40px, 6vw, 72px);
  p {
    color: ${colors.goldLight};
  }
  h2 {
    font-size: clamp(2.2rem, 4vw, 3.2rem);
    font-weight: 400;
    margin: 0 0 14px;
  }
`;

export const Stars = styled.span`
  display: inline-flex;
  gap: 6px;
  color: ${colors.goldLight};
`;

/** One quote on a phone, up to three side by side, each under a fine gold rule. */
export const Quotes = styled.ul`
  display: grid;
  gap: 40px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${mq.md} {
    grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
    gap: clamp(32px, 4vw, 56px);
  }
  figure {
    margin: 0;
    padding-top: 28px;
    border-top: 1px solid ${colors.goldLight};
  }
  blockquote {
    ${quotation}
    margin: 0 0 20px;
    font-size: clamp(1.3rem, 2vw, 1.5rem);
    line-height: 1.45;
  }
  figcaption {
    ${capsLabel}
    color: ${colors.goldLight};
  }
`;
