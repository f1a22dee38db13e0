import type { CollagePosition, TestimonialCollageItem } from '@lux/shared';
import { Container, QueryState, ResponsiveImage, Section, SectionHead, VisuallyHidden } from '@lux/shared';
import { useState } from 'react';
import type { CSSProperties } from 'react';
import { Caption, Collage, Picture, Pictures, Quote, Reserve } from './TestimonialCollage.styles';
import { testimonialTexts } from '../testimonialTexts';
import { useGetHomeTestimonialsQuery } from '../../api';

/** Travellers' pictures gathered around their words: the one hovered or focused is enlarged and quoted. */
export function TestimonialCollage() {
  const result = useGetHomeTestimonialsQuery();
  return (
    <Section aria-labelledby="collage-title">
      <Container>
        <SectionHead eyebrow="In their words" title="Travellers, Home Again" titleId="collage-title" />
        <Reserve>
          <QueryState
            result={result}
            messages={testimonialTexts}
            isEmpty={(testimonials) => testimonials.collage.length === 0}
            size="panel"
          >
            {(testimonials) => <Travellers items={testimonials.collage} />}
          </QueryState>
        </Reserve>
      </Container>
    </Section>
  );
}

/** The places of a picture as custom properties: the styles choose the phone's or the desktop's. */
const placeOf = (position: CollagePosition, mobilePosition: CollagePosition) =>
  ({
    '--top': `${position.top}%`,
    '--left': `${position.left}%`,
    '--width': `${position.width}%`,
    '--mobile-top': `${mobilePosition.top}%`,
    '--mobile-left': `${mobilePosition.left}%`,
    '--mobile-width': `${mobilePosition.width}%`,
  }) as CSSProperties;

function Travellers({ items }: { items: TestimonialCollageItem[] }) {
  const [activeId, setActiveId] = useState(items[0]?.id);
  const active = items.find((item) => item.id === activeId) ?? items[0];
  if (!active) return null;
  return (
    <Collage>
      <Pictures>
        {items.map((item) => (
          <li key={item.id} style={placeOf(item.position, item.mobilePosition)}>
            <Picture
              type="button"
              aria-pressed={item.id === active.id}
              data-active={item.id === active.id}
              onPointerEnter={() => setActiveId(item.id)}
              onFocus={() => setActiveId(item.id)}
              onClick={() => setActiveId(item.id)}
            >
              <ResponsiveImage src={item.imageUrl} alt="" sizes="(min-width: 900px) 320px, 34vw" />
              <VisuallyHidden>
                {item.name}, {item.location}
              </VisuallyHidden>
            </Picture>
          </li>
        ))}
      </Pictures>
      {/* Announced when a visitor moves to another traveller, as sighted visitors see it change. */}
      <Quote aria-live="polite">
        <blockquote>
          <p>{active.quote}</p>
        </blockquote>
        <Caption>
          <span>{active.name}</span>
          {active.location}
        </Caption>
      </Quote>
    </Collage>
  );
}
