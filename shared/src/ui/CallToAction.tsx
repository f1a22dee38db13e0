import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { ResponsiveImage } from './ResponsiveImage';
import { Eyebrow } from './layout';
import { colors, layout } from './theme';

interface CallToActionProps {
  eyebrow?: string;
  heading: string;
  text: string;
  /** The action: usually a ButtonLink to /enquire, or a button opening the enquiry modal. */
  children: ReactNode;
  /**
   * The page's own picture (its hero), shown as a soft wash of its colours so that the page does not
   * show one picture twice and the band never names another place. Without it, the site's backdrop.
   */
  image?: string;
}

/** The closing invitation every page ends with, over a darkened image. */
export function CallToAction({ eyebrow, heading, text, children, image }: CallToActionProps) {
  return (
    <Band aria-labelledby="cta-heading">
      <Backdrop aria-hidden="true" data-wash={image ? true : undefined}>
        {image ? (
          // Blurred to a wash, the smallest file carries every colour it needs.
          <ResponsiveImage src={image} alt="" sizes="480px" />
        ) : (
          // On a phone the band is taller than wide (about 3:4): the picture covering it is drawn twice the screen's width.
          <ResponsiveImage src="/media/site-cta.webp" alt="" sizes="(max-width: 899px) 200vw, 100vw" />
        )}
      </Backdrop>
      <Inner>
        {eyebrow && <Eyebrow css={{ color: colors.goldLight }}>{eyebrow}</Eyebrow>}
        <h2 id="cta-heading">{heading}</h2>
        <p>{text}</p>
        {children}
      </Inner>
    </Band>
  );
}

const Band = styled.section`
  position: relative;
  overflow: hidden;
  color: ${colors.white};
  text-align: center;
  background: ${colors.night};
  /* An invitation to press a button: nothing to do on paper. */
  @media print {
    display: none;
  }
`;

const Backdrop = styled.div`
  position: absolute;
  inset: 0;
  picture,
  img {
    width: 100%;
    height: 100%;
  }
  &[data-wash] img {
    filter: blur(36px) saturate(1.15);
    /* The blur fades the picture's edges into the band's own colour; drawn larger, they stay outside. */
    transform: scale(1.2);
  }
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background: rgba(14, 11, 8, 0.58);
  }
`;

const Inner = styled.div`
  position: relative;
  max-width: 760px;
  margin: 0 auto;
  padding: clamp(80px, 12vw, 150px) ${layout.gutter};
  h2 {
    font-size: clamp(2.2rem, 5vw, 3.6rem);
    font-weight: 400;
  }
  p {
    font-size: 1.1rem;
    margin-bottom: 36px;
    opacity: 0.92;
  }
`;
