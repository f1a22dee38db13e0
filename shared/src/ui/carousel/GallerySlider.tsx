import styled from '@emotion/styled';
import type { EmblaOptionsType } from 'embla-carousel';
import {
  ResponsiveImage,
  colors,
  fonts,
  motion,
  mq,
  useAutoAdvance,
  usePrefersReducedMotion,
} from '@lux/shared';
import { CarouselControls } from './CarouselControls';
import { useEmblaSnapshot } from './useEmblaSnapshot';
import { useEmblaWhenNear } from './useEmblaWhenNear';

export interface GalleryImage {
  src: string;
  alt: string;
  /** Words set over the image, e.g. a wellness hotel's 'Where the Ganges Leaves the Mountains'. */
  heading?: string;
}

interface GallerySliderProps {
  images: GalleryImage[];
  /** The slider's accessible name, e.g. 'Photographs of the journey'. */
  label: string;
  /** How wide the slider is drawn, for the images' `sizes`. */
  sizes?: string;
  /** The first image is above the fold: load it at once. */
  priority?: boolean;
}

const options: EmblaOptionsType = { loop: true, duration: 34 };

const controlNames = {
  previous: 'Previous image',
  next: 'Next image',
  pause: 'Pause slideshow',
  play: 'Play slideshow',
};

/**
 * One photograph at a time with an 'n / total' counter. It moves on every 3000 ms, holds while the
 * pointer is over it, and wraps both ways: on from the last image to the first, back from the first
 * to the last.
 */
export function GallerySlider({
  images,
  label,
  sizes = '(min-width: 1320px) 1200px, 100vw',
  priority = false,
}: GallerySliderProps) {
  const reducedMotion = usePrefersReducedMotion();
  const { rootRef, viewportRef, embla, onEmbla } = useEmblaWhenNear(options);
  const selected = useEmblaSnapshot(embla, (api) => api.selectedScrollSnap(), 0);
  const several = images.length > 1;
  // Slides with their own words over them need no caption from their descriptions.
  const headed = images.some((image) => image.heading);

  const autoAdvance = useAutoAdvance(() => embla?.scrollNext(reducedMotion), { enabled: several });

  return (
    <Root
      ref={rootRef}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      {...autoAdvance.holdProps}
    >
      <Viewport ref={viewportRef}>
        <Track aria-live={autoAdvance.playing ? 'off' : 'polite'}>
          {images.map((image, index) => (
            <Slide
              key={image.src}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${images.length}`}
            >
              <ResponsiveImage
                src={image.src}
                alt={image.alt}
                sizes={sizes}
                priority={priority && index === 0}
              />
              {image.heading && <SlideHeading>{image.heading}</SlideHeading>}
            </Slide>
          ))}
        </Track>
      </Viewport>
      <Bar>
        {!headed && <Caption aria-hidden="true">{images[selected]?.alt}</Caption>}
        <Counter>
          {selected + 1} / {images.length}
        </Counter>
        {several && (
          <CarouselControls
            tone="light"
            names={controlNames}
            canPrevious
            canNext
            onPrevious={() => onEmbla((api) => api.scrollPrev(reducedMotion))}
            onNext={() => onEmbla((api) => api.scrollNext(reducedMotion))}
            paused={autoAdvance.paused}
            onTogglePaused={autoAdvance.togglePaused}
          />
        )}
      </Bar>
    </Root>
  );
}

const Root = styled.div`
  position: relative;
  background: ${colors.night};
  color: ${colors.white};
`;

const Viewport = styled.div`
  overflow: hidden;
`;

const Track = styled.div`
  display: flex;
  touch-action: pan-y pinch-zoom;
`;

const Slide = styled.div`
  position: relative;
  flex: 0 0 100%;
  min-width: 0;
  margin: 0;
  aspect-ratio: 4 / 3;
  ${mq.sm} {
    aspect-ratio: 16 / 9;
  }
  ${mq.lg} {
    aspect-ratio: 21 / 9;
  }
`;

/**
 * The slide's words, centred over its picture on a band of shade that keeps white text readable
 * (as the hero's), clear of the controls below.
 */
const SlideHeading = styled.p`
  position: absolute;
  inset: 0 0 auto;
  display: grid;
  place-items: center;
  height: 100%;
  margin: 0;
  padding: 24px clamp(24px, 8vw, 120px) 96px;
  background: linear-gradient(
    180deg,
    rgba(15, 12, 8, 0.12) 0%,
    rgba(15, 12, 8, 0.5) 45%,
    rgba(15, 12, 8, 0.5) 70%,
    rgba(15, 12, 8, 0.2) 100%
  );
  font-family: ${fonts.display};
  font-size: clamp(1.7rem, 4.6vw, 3.6rem);
  font-weight: 400;
  line-height: 1.08;
  text-align: center;
  text-wrap: balance;
  text-shadow: 0 1px 24px rgba(0, 0, 0, 0.3);
`;

const Bar = styled.div`
  position: absolute;
  inset: auto 0 0;
  display: flex;
  align-items: center;
  gap: 16px 24px;
  padding: 56px clamp(16px, 3vw, 32px) clamp(16px, 2.4vw, 28px);
  background: linear-gradient(180deg, rgba(14, 11, 8, 0) 0%, rgba(14, 11, 8, 0.62) 100%);
  pointer-events: none;
  & > * {
    pointer-events: auto;
  }
`;

const Caption = styled.p`
  display: none;
  flex: 1;
  margin: 0;
  font-family: ${fonts.display};
  font-size: 1.25rem;
  font-style: italic;
  text-shadow: 0 1px 12px rgba(0, 0, 0, 0.35);
  transition: opacity 0.4s ${motion.ease};
  ${mq.md} {
    display: block;
  }
`;

const Counter = styled.p`
  margin: 0 auto 0 0;
  font-size: 0.8rem;
  letter-spacing: 0.24em;
  /* Equal-width figures, so the counter does not shift as it turns; lining, like every number. */
  font-variant-numeric: lining-nums tabular-nums;
  ${mq.md} {
    margin: 0;
  }
  /* Paper shows the first picture alone. */
  @media print {
    visibility: hidden;
  }
`;
