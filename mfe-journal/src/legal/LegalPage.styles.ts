import styled from '@emotion/styled';
import { Prose, capsLabel, colors, fonts, layout, mq } from '@lux/shared';

export const Layout = styled.div`
  display: grid;
  gap: 48px;
  ${mq.lg} {
    grid-template-columns: 240px minmax(0, 720px);
    justify-content: center;
    gap: clamp(48px, 6vw, 96px);
  }
`;

export const LegalText = styled(Prose)`
  margin: 0 auto;
  h2:first-of-type {
    margin-top: 0;
  }
  strong {
    font-weight: 500;
    color: ${colors.ink};
  }
  li::marker {
    color: ${colors.gold};
  }
`;

/** The contents list: a quiet, sticky index beside the text on wide screens only. */
export const Contents = styled.nav`
  display: none;
  ${mq.lg} {
    display: block;
    position: sticky;
    top: calc(${layout.headerHeight}px + 40px);
    align-self: start;
    max-height: calc(100vh - ${layout.headerHeight}px - 80px);
    overflow-y: auto;
    padding-right: 24px;
    border-right: 1px solid ${colors.line};
  }
  ol {
    list-style: none;
    margin: 0;
    padding: 0;
    counter-reset: section;
  }
  li {
    counter-increment: section;
    margin-bottom: 10px;
    font-size: 0.9rem;
    line-height: 1.45;
  }
  a {
    display: flex;
    gap: 12px;
    text-decoration: none;
    color: ${colors.inkSoft};
    &::before {
      content: counter(section, decimal-leading-zero);
      font-family: ${fonts.display};
      color: ${colors.gold};
    }
    &:hover {
      color: ${colors.gold};
    }
  }
`;

export const Updated = styled.p`
  margin-bottom: 32px;
  ${capsLabel}
`;

export const Contact = styled.aside`
  display: grid;
  gap: 8px 48px;
  max-width: 720px;
  margin: clamp(56px, 8vw, 88px) auto 0;
  padding: clamp(28px, 5vw, 48px);
  border: 1px solid ${colors.goldLight};
  background: ${colors.white};
  ${mq.md} {
    grid-template-columns: 1fr 1fr;
    align-items: start;
  }
  h2 {
    font-size: clamp(1.7rem, 3vw, 2.1rem);
    font-weight: 400;
    margin-bottom: 8px;
  }
  p {
    color: ${colors.inkSoft};
  }
`;
