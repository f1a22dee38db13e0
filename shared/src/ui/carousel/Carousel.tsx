import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { Children, isValidElement, useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { useAutoAdvance, usePrefersReducedMotion } from '@lux/shared';
import { Controls, Progress, Root, Slide, Track, Viewport } from './Carousel.styles';
import { CarouselControls } from './CarouselControls';
import { snapAfterArrow } from './snapAfterArrow';
import { useEmblaSnapshot } from './useEmblaSnapshot';
import { useEmblaWhenNear } from './useEmblaWhenNear';

export interface CarouselProps {
  /** The carousel's accessible name, e.g. 'Top trips in Asia'. */
  label: string;
  /** One slide each, usually cards. */
  children: ReactNode;
  /** The share of the visible width an arrow scrolls: 80% by default, 20% on the home page (SPEC 9). */
  arrowScrollShare?: number;
  className?: string;
}

/** The `sizes` of a card's image in a slide, as wide as `--slide-width` draws it (Carousel.styles). */
export const carouselCardSizes =
  '(min-width: 1320px) 400px, (min-width: 1200px) 31vw, (min-width: 600px) 46vw, 84vw';

const options: EmblaOptionsType = { align: 'start', containScroll: 'trimSnaps', duration: 32 };

const controlNames = {
  previous: 'Previous slides',
  next: 'Next slides',
  pause: 'Pause carousel',
  play: 'Play carousel',
};

/**
 * A row of slides that moves on by itself every 3000 ms, holds while the pointer is over it, and
 * returns to the start after the last slide. Arrows scroll most of a view; a pause/play control stops
 * the motion for good (WCAG 2.2.2). Slide width comes from `--slide-width` (responsive by default).
 */
export function Carousel({ label, children, arrowScrollShare = 0.8, className }: CarouselProps) {
  const slides = Children.toArray(children);
  const reducedMotion = usePrefersReducedMotion();
  const { rootRef, viewportRef, embla, onEmbla } = useEmblaWhenNear(options);
  // Until embla has measured, several slides are taken to overflow: the server's page offers the arrows.
  const canPrevious = useEmblaSnapshot(embla, (api) => api.canScrollPrev(), false);
  const canNext = useEmblaSnapshot(embla, (api) => api.canScrollNext(), slides.length > 1);
  const scrollable = canPrevious || canNext;

  const autoAdvance = useAutoAdvance(
    () => {
      if (!embla) return;
      if (embla.canScrollNext()) embla.scrollNext(reducedMotion);
      else embla.scrollTo(0, reducedMotion);
    },
    { enabled: scrollable },
  );

  const scrollByArrow = (direction: 1 | -1) =>
    onEmbla((api) => {
      const engine = api.internalEngine();
      const snaps = engine.scrollSnaps.map((snap) => -snap);
      const distance = engine.containerRect.width * arrowScrollShare;
      api.scrollTo(snapAfterArrow(snaps, api.selectedScrollSnap(), distance, direction), reducedMotion);
    });

  const progressRef = useScrollProgress(embla);

  return (
    <Root
      ref={rootRef}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      className={className}
      {...autoAdvance.holdProps}
    >
      <Viewport ref={viewportRef}>
        <Track aria-live={autoAdvance.playing ? 'off' : 'polite'}>
          {slides.map((slide, index) => (
            <Slide
              key={isValidElement(slide) && slide.key !== null ? slide.key : index}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
            >
              {slide}
            </Slide>
          ))}
        </Track>
      </Viewport>
      <Controls data-scrollable={scrollable}>
        <Progress aria-hidden="true">
          <span ref={progressRef} />
        </Progress>
        <CarouselControls
          names={controlNames}
          canPrevious={canPrevious}
          canNext={canNext}
          onPrevious={() => scrollByArrow(-1)}
          onNext={() => scrollByArrow(1)}
          paused={autoAdvance.paused}
          onTogglePaused={autoAdvance.togglePaused}
        />
      </Controls>
    </Root>
  );
}

/** A hairline under the slides whose gold thumb shows how much is in view and where; no re-renders. */
function useScrollProgress(embla: EmblaCarouselType | undefined) {
  const thumbRef = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (!embla) return;
    const draw = () => {
      const thumb = thumbRef.current;
      if (!thumb) return;
      const engine = embla.internalEngine();
      const view = engine.containerRect.width;
      const share = Math.min(1, view / Math.max(view + engine.limit.length, 1));
      const progress = Math.min(1, Math.max(0, embla.scrollProgress()));
      thumb.style.width = `${share * 100}%`;
      thumb.style.transform = `translateX(${(progress * (1 - share) * 100) / share}%)`;
    };
    draw();
    embla.on('scroll', draw).on('reInit', draw).on('resize', draw);
    return () => {
      embla.off('scroll', draw).off('reInit', draw).off('resize', draw);
    };
  }, [embla]);
  return thumbRef;
}
