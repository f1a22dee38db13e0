import styled from '@emotion/styled';
import { colors, fonts, motion, mq } from '@lux/shared';

export const ViewToggle = styled.div`
  display: inline-flex;
  border: 1px solid ${colors.line};
  button {
    min-width: 84px;
    min-height: 42px;
    padding: 8px 18px;
    border: 0;
    background: transparent;
    color: ${colors.muted};
    font-size: 0.72rem;
    font-weight: 500;
    letter-spacing: 0.2em;
    text-transform: uppercase;
    cursor: pointer;
    transition:
      background 0.3s ${motion.ease},
      color 0.3s ${motion.ease};
    &:hover {
      color: ${colors.ink};
    }
    &[aria-pressed='true'] {
      background: ${colors.ink};
      color: ${colors.ivory};
    }
  }
`;

export const CountryRows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  border-top: 1px solid ${colors.line};
  ${mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    column-gap: clamp(40px, 6vw, 96px);
    border-top: 0;
  }
  li {
    border-bottom: 1px solid ${colors.line};
  }
  ${mq.md} {
    li:nth-of-type(-n + 2) {
      border-top: 1px solid ${colors.line};
    }
  }
  a {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 16px;
    padding: 22px 4px;
    text-decoration: none;
    font-family: ${fonts.display};
    font-size: clamp(1.5rem, 2.4vw, 1.9rem);
    transition: color 0.3s ${motion.ease};
    svg {
      flex: 0 0 auto;
      color: ${colors.gold};
      transition: transform 0.5s ${motion.ease};
    }
    &:hover {
      color: ${colors.gold};
      svg {
        transform: translateX(6px);
      }
    }
  }
`;
