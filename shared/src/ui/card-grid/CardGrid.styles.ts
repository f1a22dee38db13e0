import styled from '@emotion/styled';
import { mq } from '../theme';

export const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: clamp(48px, 6vw, 64px) clamp(24px, 3vw, 36px);
  ${mq.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${mq.lg} {
    &[data-layout='thirds'] {
      grid-template-columns: repeat(3, minmax(0, 1fr));
    }
  }
  /* Picture cards small enough for two across a phone. */
  &[data-layout='quarters'] {
    gap: clamp(16px, 2.4vw, 28px);
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 160px), 1fr));
    ${mq.sm} {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
    ${mq.md} {
      grid-template-columns: repeat(3, minmax(0, 1fr));
    }
    ${mq.lg} {
      grid-template-columns: repeat(4, minmax(0, 1fr));
    }
  }
`;
