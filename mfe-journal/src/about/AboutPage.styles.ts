import styled from '@emotion/styled';
import { capsLabel, colors, fonts, mq } from '@lux/shared';

export const Centered = styled.div`
  max-width: 720px;
  margin: 0 auto clamp(40px, 6vw, 72px);
  text-align: center;
  p:last-child {
    margin-bottom: 0;
    opacity: 0.85;
  }
`;

export const Lead = styled.p`
  font-family: ${fonts.display};
  font-size: clamp(1.5rem, 2.6vw, 2rem);
  line-height: 1.35;
  color: ${colors.ink};
`;

export const StoryColumns = styled.div`
  display: grid;
  gap: 24px;
  color: ${colors.inkSoft};
  ${mq.md} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
    gap: clamp(56px, 8vw, 120px);
    align-items: start;
  }
  ${Lead} {
    margin-bottom: 0;
  }
`;

/** A row of large figures divided by hairlines, the label read before the figure. */
export const Facts = styled.dl`
  display: grid;
  margin: clamp(48px, 7vw, 88px) 0 0;
  border-top: 1px solid ${colors.line};
  div {
    display: flex;
    flex-direction: column-reverse;
    padding: 28px 0;
    border-bottom: 1px solid ${colors.line};
  }
  dd {
    margin: 0;
    font-family: ${fonts.display};
    font-size: clamp(2.8rem, 5vw, 4rem);
    line-height: 1;
    color: ${colors.gold};
  }
  dt {
    margin-top: 10px;
    ${capsLabel}
    color: ${colors.muted};
  }
  ${mq.md} {
    grid-template-columns: repeat(3, 1fr);
    border-bottom: 1px solid ${colors.line};
    div {
      padding: 36px 32px;
      border-bottom: 0;
      text-align: center;
    }
    div + div {
      border-left: 1px solid ${colors.line};
    }
  }
`;

export const ValueList = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 48px;
  ${mq.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: clamp(32px, 4vw, 64px);
  }
  li {
    text-align: center;
    padding-top: 28px;
    border-top: 1px solid ${colors.goldLight};
  }
  span {
    display: block;
    font-family: ${fonts.display};
    font-style: italic;
    font-size: 1.3rem;
    color: ${colors.gold};
    margin-bottom: 12px;
  }
  h3 {
    font-size: clamp(1.8rem, 2.8vw, 2.3rem);
    font-weight: 400;
    margin-bottom: 16px;
  }
  p {
    color: ${colors.inkSoft};
    max-width: 360px;
    margin: 0 auto;
  }
`;

export const PurposeLayout = styled.div`
  display: grid;
  gap: 40px;
  align-items: center;
  ${mq.md} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.1fr);
    gap: clamp(56px, 7vw, 112px);
  }
`;

export const PurposeImage = styled.div`
  aspect-ratio: 3 / 2;
  ${mq.md} {
    aspect-ratio: 4 / 5;
  }
`;

export const PurposeList = styled.div`
  display: grid;
  gap: 8px;
  margin-top: 36px;
  div {
    padding: 28px 0 12px;
    border-top: 1px solid ${colors.goldLight};
  }
  h3 {
    font-size: 1.6rem;
    font-weight: 500;
    margin-bottom: 10px;
  }
  p {
    color: ${colors.inkSoft};
  }
  ${mq.lg} {
    grid-template-columns: 1fr 1fr;
    gap: 40px;
  }
`;

export const JourneyLayout = styled.div`
  display: grid;
  gap: 48px;
  picture {
    display: block;
    aspect-ratio: 3 / 2;
  }
  ${mq.md} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: clamp(56px, 7vw, 112px);
    align-items: center;
    picture {
      aspect-ratio: 1;
    }
  }
`;

/** Milestones on a fine gold line, each marked with a small diamond. */
export const Timeline = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0 0 0 36px;
  border-left: 1px solid ${colors.goldLight};
  li {
    position: relative;
    padding-bottom: clamp(40px, 5vw, 56px);
    &:last-child {
      padding-bottom: 0;
    }
    &::before {
      content: '';
      position: absolute;
      left: -41.5px;
      top: 0.55em;
      width: 10px;
      height: 10px;
      background: ${colors.ivory};
      border: 1px solid ${colors.gold};
      transform: rotate(45deg);
    }
  }
  li > p:first-of-type {
    ${capsLabel}
    margin-bottom: 8px;
  }
  h3 {
    font-size: clamp(1.7rem, 2.6vw, 2.1rem);
    font-weight: 400;
    margin-bottom: 10px;
  }
  li > p:last-of-type {
    color: ${colors.inkSoft};
    margin: 0;
  }
`;
