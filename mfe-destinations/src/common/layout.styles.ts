import styled from '@emotion/styled';
import { colors, fonts, mq } from '@lux/shared';

/** A section's heading block: eyebrow and title on the left, an aside (a toggle, a link) on the right. */
export const SectionHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 24px 40px;
  margin-bottom: clamp(36px, 5vw, 64px);
  h2 {
    margin-bottom: 0;
  }
`;

/** Two columns from tablet width: a large title beside its text. */
export const Overview = styled.div`
  display: grid;
  gap: 28px;
  ${mq.md} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
    gap: clamp(56px, 8vw, 120px);
  }
  h2 {
    font-size: clamp(2.1rem, 4vw, 3.3rem);
    font-weight: 400;
    line-height: 1.1;
  }
`;

export const OverviewText = styled.div`
  color: ${colors.inkSoft};
  font-size: 1.06rem;
  ${mq.md} {
    padding-top: 12px;
    font-size: 1.1rem;
  }
  p:first-of-type::first-letter {
    float: left;
    margin: 6px 12px 0 0;
    font-family: ${fonts.display};
    font-size: 4.2em;
    line-height: 0.8;
    color: ${colors.gold};
  }
  button,
  a {
    margin-top: 16px;
  }
`;

/** The fine gold rule under a title. */
export const GoldRule = styled.span`
  display: block;
  width: 56px;
  height: 1px;
  margin: 28px 0 0;
  background: ${colors.gold};
`;

/** A responsive grid of cards: one column on phones, two on tablets, three on wide screens. */
export const CardGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: clamp(48px, 6vw, 64px) clamp(24px, 3vw, 36px);
  ${mq.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${mq.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

/** `sizes` of an image in a CardGrid cell. */
export const cardGridSizes =
  '(min-width: 1320px) 400px, (min-width: 1200px) 31vw, (min-width: 600px) 46vw, 100vw';
/** `sizes` of an image in a Carousel slide. */
export const carouselCardSizes =
  '(min-width: 1320px) 400px, (min-width: 1200px) 31vw, (min-width: 600px) 46vw, 84vw';
