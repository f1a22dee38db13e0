import styled from '@emotion/styled';
import { capsLabel, colors, fonts } from '@lux/shared';

export const Details = styled.div`
  color: ${colors.inkSoft};
  h3 {
    margin: 36px 0 14px;
    font-family: ${fonts.display};
    font-size: 1.6rem;
    font-weight: 400;
    color: ${colors.ink};
  }
`;

/** Benefits as short lines, each after a small gold diamond. */
export const Benefits = styled.ul`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: baseline;
    gap: 14px;
  }
  li::before {
    content: '';
    flex: 0 0 auto;
    width: 6px;
    height: 6px;
    background: ${colors.goldBright};
    transform: translateY(-2px) rotate(45deg);
  }
`;

export const Facts = styled.div`
  h4 {
    margin: 0 0 8px;
    ${capsLabel}
  }
  ul {
    margin: 0 0 24px;
    padding-left: 1.2em;
  }
  li {
    margin-bottom: 4px;
  }
  ul:last-child {
    margin-bottom: 0;
    padding: 0;
    list-style: none;
    font-family: ${fonts.display};
    font-size: 1.3rem;
    color: ${colors.ink};
  }
`;
