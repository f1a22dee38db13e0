import styled from '@emotion/styled';
import { capsLabel, colors } from '@lux/shared';

export const Breadcrumbs = styled.nav`
  margin-bottom: clamp(36px, 5vw, 56px);
  ol {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
    margin: 0;
    padding: 0;
    list-style: none;
    ${capsLabel}
    color: ${colors.muted};
  }
  li + li::before {
    content: '/';
    margin-right: 6px;
    color: ${colors.goldLight};
  }
  a {
    text-decoration: none;
    &:hover {
      color: ${colors.gold};
    }
  }
`;
