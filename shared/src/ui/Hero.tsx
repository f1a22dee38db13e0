import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { HeroVideo } from './hero-video/HeroVideo';
import { ResponsiveImage } from './ResponsiveImage';
import { colors, fonts, layout, mq } from './theme';

interface HeroProps {
  image: string;
  imageAlt?: string;
  /** A looping clip over the image (an experience's hero), with its pause control; the image stays as its poster. */
  video?: string | null;
  eyebrow?: string;
  title: ReactNode;
  subtitle?: ReactNode;
  /** 'full' fills the first screen (home, experiences); 'page' is a shorter banner. */
  size?: 'full' | 'page';
  children?: ReactNode;
}

// The 3:2 image covers the hero, so on a narrow or tall screen it is drawn wider than the viewport.
const coverSizes = {
  full: '(max-aspect-ratio: 3/2) 150vh, 100vw',
  // Never narrower than the screen; on a phone the band is taller than wide and draws the picture wider.
  page: 'max(100vw, calc(clamp(380px, 62vh, 640px) * 1.5))',
} as const;

/**
 * A full-bleed image with the page's title over it; always above the fold. The text stands on a
 * shade that lies only where the text is, so it reads (WCAG AA) over any artwork, a white sky
 * included, and the rest of the picture keeps its light.
 */
export function Hero({
  image,
  imageAlt = '',
  video,
  eyebrow,
  title,
  subtitle,
  size = 'page',
  children,
}: HeroProps) {
  return (
    <Frame data-size={size}>
      <Backdrop>
        <ResponsiveImage
          src={image}
          alt={imageAlt}
          sizes={coverSizes[size]}
          priority
          portrait={size === 'full'}
        />
        {video && <HeroVideo src={video} poster={image} />}
      </Backdrop>
      <Content>
        <TextBlock>
          {eyebrow && <HeroEyebrow>{eyebrow}</HeroEyebrow>}
          <Title>{title}</Title>
          {subtitle && <Subtitle>{subtitle}</Subtitle>}
          {children}
        </TextBlock>
      </Content>
    </Frame>
  );
}

const Frame = styled.header`
  position: relative;
  display: flex;
  align-items: flex-end;
  justify-content: center;
  min-height: clamp(380px, 62vh, 640px);
  color: ${colors.white};
  overflow: hidden;
  &[data-size='full'] {
    min-height: max(560px, 100svh);
    align-items: center;
  }
  /* On paper a screen's height is a sheet's: the picture takes part of the first one, in one piece. */
  @media print {
    &,
    &[data-size='full'] {
      min-height: 110mm;
      break-inside: avoid;
    }
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
  /* The shade lies over the clip as over the picture; the clip's control stays above it. */
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    pointer-events: none;
    /* Shade for the clear header's links along the top, and a little weight at the foot; the
       middle of the picture keeps its light. */
    background: linear-gradient(
      180deg,
      rgba(15, 12, 8, 0.42) 0%,
      rgba(15, 12, 8, 0.06) 30%,
      rgba(15, 12, 8, 0) 55%,
      rgba(15, 12, 8, 0.28) 100%
    );
  }
`;

const Content = styled.div`
  position: relative;
  width: 100%;
  max-width: 980px;
  padding: calc(${layout.headerHeight}px + 40px) ${layout.gutter} clamp(48px, 8vh, 96px);
  text-align: center;
  text-shadow: 0 1px 24px rgba(0, 0, 0, 0.25);
  /* No header lies over it on paper. */
  @media print {
    padding-top: 40px;
  }
`;

// White text needs the ground behind it no lighter than sRGB 119 (4.5:1) and, for the title, 149
// (3:1). A near-black veil of 58% takes even a white pixel there (0.58 × 15 + 0.42 × 255 = 116). It lies
// only where the text is: an ellipse reaching 240 px above and below the text's box (as wide as its
// longest line) and 380 px to either side, at full strength over the text and fading out, eased, over
// its outer half, so the picture around the words keeps its light and the shade reads as soft evening
// light rather than a band, a panel or a blot.
const scrimFade = 240;
const scrimSide = 380;
const scrimAt = (alpha: number) => `rgba(15, 12, 8, ${alpha})`;

const TextBlock = styled.div`
  position: relative;
  isolation: isolate;
  width: fit-content;
  max-width: 100%;
  margin-inline: auto;
  &::before {
    content: '';
    position: absolute;
    z-index: -1;
    inset: -${scrimFade}px -${scrimSide}px;
    /* A long, eased fall-off, so the shade has no edge to see. */
    background: radial-gradient(
      closest-side,
      ${scrimAt(0.58)} 52%,
      ${scrimAt(0.5)} 62%,
      ${scrimAt(0.36)} 72%,
      ${scrimAt(0.2)} 82%,
      ${scrimAt(0.07)} 91%,
      transparent
    );
  }
`;

const HeroEyebrow = styled.p`
  font-size: 0.8rem;
  letter-spacing: 0.28em;
  text-transform: uppercase;
  margin-bottom: 18px;
`;

const Title = styled.h1`
  font-family: ${fonts.display};
  font-weight: 400;
  font-size: clamp(2.5rem, 7vw, 5.4rem);
  line-height: 1.04;
  margin: 0 0 20px;
`;

const Subtitle = styled.p`
  max-width: 640px;
  margin: 0 auto 32px;
  font-size: 1.05rem;
  ${mq.md} {
    font-size: 1.2rem;
  }
`;
