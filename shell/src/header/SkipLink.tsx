import styled from '@emotion/styled';
import { colors } from '@lux/shared';

/** The first stop for keyboard users: straight past the header to the page. */
export function SkipLink() {
  return <Skip href="#main">Skip to content</Skip>;
}

const Skip = styled.a`
  position: fixed;
  top: 8px;
  left: 8px;
  z-index: 100;
  padding: 10px 16px;
  background: ${colors.ink};
  color: ${colors.ivory};
  transform: translateY(-200%);
  &:focus {
    transform: none;
  }
  @media print {
    display: none;
  }
`;
