import type { RotatingTestimonial } from '@lux/shared';
import { Container, Eyebrow, QueryState, Section, useAutoAdvance } from '@lux/shared';
import { CarouselControls } from '@lux/shared/carousel';
import { useState } from 'react';
import { Counter, Entries, Entry, Foot, Head } from './RotatingTestimonials.styles';
import { testimonialTexts } from '../testimonialTexts';
import { useGetHomeTestimonialsQuery } from '../../api';

const controlNames = {
  previous: 'Previous testimonial',
  next: 'Next testimonial',
  pause: 'Pause testimonials',
  play: 'Play testimonials',
};

/** Travellers' words, one at a time, moving on every 3000 ms until paused (SPEC 4). */
export function RotatingTestimonials() {
  const result = useGetHomeTestimonialsQuery();
  return (
    <Section data-tone="night" aria-labelledby="rotating-title">
      <Container>
        <Head>
          <Eyebrow>Kind words</Eyebrow>
          <h2 id="rotating-title">What Our Travellers Say</h2>
        </Head>
        <QueryState
          result={result}
          messages={testimonialTexts}
          isEmpty={(testimonials) => testimonials.rotating.length === 0}
          size="panel"
        >
          {(testimonials) => <Rotation entries={testimonials.rotating} />}
        </QueryState>
      </Container>
    </Section>
  );
}

function Rotation({ entries }: { entries: RotatingTestimonial[] }) {
  const [index, setIndex] = useState(0);
  const step = (by: number) => setIndex((current) => (current + by + entries.length) % entries.length);
  const autoAdvance = useAutoAdvance(() => step(1), { enabled: entries.length > 1 });

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label="Traveller testimonials"
      {...autoAdvance.holdProps}
    >
      {/* Every entry takes the same place, so the block keeps the longest one's height as they change. */}
      <Entries aria-live={autoAdvance.playing ? 'off' : 'polite'}>
        {entries.map((entry, position) => (
          <Entry
            key={entry.id}
            aria-hidden={position !== index}
            data-active={position === index}
            aria-roledescription="slide"
            aria-label={`${position + 1} of ${entries.length}`}
          >
            <blockquote>
              <p>{entry.quote}</p>
            </blockquote>
            <figcaption>
              <span>{entry.name}</span>
              {entry.location} · {entry.journey}
            </figcaption>
          </Entry>
        ))}
      </Entries>
      <Foot>
        <Counter aria-hidden="true">
          {index + 1} / {entries.length}
        </Counter>
        <CarouselControls
          names={controlNames}
          canPrevious={entries.length > 1}
          canNext={entries.length > 1}
          onPrevious={() => step(-1)}
          onNext={() => step(1)}
          paused={autoAdvance.paused}
          onTogglePaused={autoAdvance.togglePaused}
          tone="light"
        />
      </Foot>
    </div>
  );
}
