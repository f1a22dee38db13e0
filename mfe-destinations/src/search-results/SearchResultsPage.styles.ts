import styled from '@emotion/styled';
import { Section, capsLabel, colors, fonts, layout, mq } from '@lux/shared';

export const Header = styled.header`
  padding: calc(${layout.headerHeight}px + clamp(48px, 7vw, 96px)) 0 clamp(32px, 4vw, 48px);
  text-align: center;
  border-bottom: 1px solid ${colors.line};
  h1 {
    font-size: clamp(2.4rem, 5.4vw, 4rem);
    font-weight: 400;
    line-height: 1.08;
    overflow-wrap: anywhere;
  }
`;

export const SearchForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 12px;
  max-width: 620px;
  margin: clamp(28px, 4vw, 40px) auto 0;
  label {
    flex-basis: 100%;
    ${capsLabel}
    color: ${colors.muted};
  }
  input {
    flex: 1 1 240px;
    min-width: 0;
    min-height: 48px;
    padding: 10px 4px;
    border: 0;
    border-bottom: 1px solid ${colors.ink};
    border-radius: 0;
    background: transparent;
    font: inherit;
    font-family: ${fonts.display};
    font-size: 1.35rem;
    color: ${colors.ink};
    &:focus-visible {
      border-bottom-color: ${colors.gold};
    }
    &::placeholder {
      color: ${colors.muted};
      opacity: 0.7;
    }
  }
  ${mq.sm} {
    flex-wrap: nowrap;
    label {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
    }
  }
`;

export const Count = styled.p`
  margin: 0 0 clamp(32px, 4vw, 48px);
  text-align: center;
  ${capsLabel}
`;

/** Results, or the ways on when there are none, start close under the search box. */
export const Results = styled(Section)`
  padding-top: clamp(32px, 4vw, 56px);
`;
