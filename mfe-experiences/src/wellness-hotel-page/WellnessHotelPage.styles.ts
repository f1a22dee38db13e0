import styled from '@emotion/styled';
import { colors, fonts, layout } from '@lux/shared';

/** Below the header, as wide as the page's text, like a package's photographs. */
export const Slider = styled.div`
  max-width: ${layout.maxWidth}px;
  margin: 0 auto;
  padding: calc(${layout.headerHeight}px + clamp(20px, 3vw, 40px)) ${layout.gutter} 0;
`;

export const Header = styled.header`
  padding: clamp(40px, 6vw, 80px) 0 clamp(48px, 6vw, 88px);
  text-align: center;
  a {
    text-decoration: none;
    &:hover {
      color: ${colors.ink};
    }
  }
  h1 {
    max-width: 900px;
    margin: 0 auto 12px;
    font-size: clamp(2.6rem, 6vw, 4.6rem);
    font-weight: 400;
    line-height: 1.05;
  }
  h1 + p {
    margin: 0;
    font-family: ${fonts.display};
    font-size: clamp(1.2rem, 2.2vw, 1.5rem);
    font-style: italic;
    color: ${colors.inkSoft};
  }
`;

export const TherapyGroups = styled.div`
  display: grid;
  gap: clamp(56px, 7vw, 88px);
`;

export const GroupTitle = styled.h3`
  margin: 0 0 clamp(24px, 3vw, 36px);
  padding-bottom: 14px;
  border-bottom: 1px solid ${colors.line};
  font-size: clamp(1.7rem, 2.8vw, 2.2rem);
  font-weight: 400;
`;
