import styled from '@emotion/styled';
import { mq } from '@lux/shared';

/**
 * Holds about the height of the first tab's eight 3:4 tiles while they load (four rows of two on a
 * phone, three rows of three on a tablet, two rows of four on a wide screen), so nothing below jumps.
 */
export const Reserve = styled.div`
  min-height: calc(min(90vw, 1190px) * 4 / 3 * 2);
  ${mq.md} {
    min-height: calc(min(90vw, 1190px) * 4 / 9 * 3);
  }
  ${mq.lg} {
    min-height: calc(min(90vw, 1190px) * 4 / 12 * 2);
  }
`;
