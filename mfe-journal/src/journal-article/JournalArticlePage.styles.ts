import styled from '@emotion/styled';
import { colors, fonts, layout, mq } from '@lux/shared';

export const Byline = styled.p`
  margin: 0;
  font-size: 0.8rem;
  letter-spacing: 0.22em;
  text-transform: uppercase;
`;

export const Standfirst = styled.p`
  font-family: ${fonts.display};
  font-style: italic;
  font-size: clamp(1.45rem, 2.6vw, 1.85rem);
  line-height: 1.4;
  color: ${colors.ink};
  text-align: center;
  max-width: 760px;
  margin: 0 auto clamp(32px, 5vw, 48px);
  padding-bottom: clamp(32px, 5vw, 48px);
  border-bottom: 1px solid ${colors.line};
`;

/** Reading column for text; figures step out wider on large screens. */
export const Body = styled.div`
  padding: clamp(56px, 8vw, 104px) ${layout.gutter} clamp(64px, 9vw, 120px);
  font-size: 1.06rem;
  line-height: 1.8;
  color: ${colors.inkSoft};
  & > p:not(${Standfirst}) {
    max-width: 680px;
    margin-inline: auto;
    margin-bottom: 1.4em;
  }
  & > ${Standfirst} + p::first-letter {
    float: left;
    font-family: ${fonts.display};
    font-size: 4.6em;
    line-height: 0.82;
    padding: 0.08em 0.12em 0 0;
    color: ${colors.gold};
  }
  ${mq.md} {
    font-size: 1.12rem;
  }
`;

export const Figure = styled.figure`
  max-width: 1040px;
  aspect-ratio: 3 / 2;
  margin: clamp(40px, 6vw, 80px) auto;
`;

export const BackLink = styled.div`
  max-width: 680px;
  margin: clamp(48px, 7vw, 80px) auto 0;
  padding-top: 32px;
  border-top: 1px solid ${colors.line};
  a {
    font-size: 0.8rem;
    font-weight: 500;
    letter-spacing: 0.2em;
    text-transform: uppercase;
    text-decoration: none;
    color: ${colors.gold};
  }
  a:hover {
    color: ${colors.ink};
  }
  span {
    display: inline-block;
    margin-right: 10px;
  }
`;
