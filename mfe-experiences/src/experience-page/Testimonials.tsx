import type { Testimonial } from '@lux/shared';
import { Container, Eyebrow, Section } from '@lux/shared';
import { Quotes, Rating, Stars } from './Testimonials.styles';

const starPath = 'M12 2.8l2.8 6.1 6.6.7-4.9 4.5 1.4 6.5L12 17.3l-5.8 3.3 1.4-6.5-4.9-4.5 6.6-.7z';

/** What travellers said, under an 'Excellent' five-star row. */
export function Testimonials({ testimonials }: { testimonials: Testimonial[] }) {
  return (
    <Section data-tone="night" aria-labelledby="testimonials-title">
      <Container>
        <Rating>
          <Eyebrow>What our travellers say</Eyebrow>
          <h2 id="testimonials-title">Excellent</h2>
          <Stars role="img" aria-label="Rated 5 out of 5">
            {Array.from({ length: 5 }, (_, index) => (
              <svg key={index} viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
                <path d={starPath} fill="currentColor" />
              </svg>
            ))}
          </Stars>
        </Rating>
        <Quotes>
          {testimonials.map((testimonial) => (
            <li key={testimonial.id}>
              <figure>
                <blockquote>
                  <p>{testimonial.quote}</p>
                </blockquote>
                <figcaption>{testimonial.author}</figcaption>
              </figure>
            </li>
          ))}
        </Quotes>
      </Container>
    </Section>
  );
}
