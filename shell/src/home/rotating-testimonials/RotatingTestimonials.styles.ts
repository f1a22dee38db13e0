import styled from '@emotion/styled';
import { capsLabel, colors, motion, quotation } from '@lux/shared';

export const Head = styled.div`
  text-align: center;
  h2 {
    margin: 0;
    font-size: clamp(2rem, 4vw, 3.1rem);
    font-weight: 400;
    color: ${colors.ivory};
  }
  p {
    color: ${colors.goldLight};
  }
`;

export const Entries = styled.div`
  display: grid;
  max-width: 860px;
  margin: clamp(32px, 5vw, 48px) auto 0;
  text-align: center;
`;

export const Entry = styled.figure`
  grid-area: 1 / 1;
  margin: 0;
  /* The words leaving are wiped away before the next are wiped in, so two quotes never show over each
     other. A soft-edged mask, not a fade: the text is never half-transparent, so it always reads (and
     measures) at full contrast. The mask is three times the entry's width: its opaque first part over
     the entry shows it, its clear last part hides it. */
  visibility: hidden;
  mask-image: linear-gradient(90deg, #000 45%, transparent 55%);
  mask-size: 300% 100%;
  mask-position: 100% 0;
  transition:
    mask-position 0.5s ${motion.ease},
    visibility 0s linear 0.5s;
  &[data-active='true'] {
    visibility: visible;
    mask-position: 0 0;
    transition:
      mask-position 1.1s ${motion.ease} 0.5s,
      visibility 0s linear 0.5s;
  }
  ${motion.reduced} {
    &,
    &[data-active='true'] {
      transition: none;
    }
  }
  blockquote {
    ${quotation}
    margin: 0 0 28px;
    font-size: clamp(1.5rem, 3vw, 2.3rem);
    line-height: 1.35;
    text-wrap: balance;
  }
  figcaption {
    font-size: 0.92rem;
    color: ${colors.ivory};
  }
  figcaption span {
    display: block;
    margin-bottom: 6px;
    ${capsLabel}
    color: ${colors.goldLight};
  }
`;

export const Foot = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 24px;
  margin-top: clamp(32px, 5vw, 48px);
`;

export const Counter = styled.span`
  min-width: 4ch;
  font-size: 0.85rem;
  letter-spacing: 0.2em;
  color: ${colors.goldLight};
  font-variant-numeric: tabular-nums lining-nums;
`;
