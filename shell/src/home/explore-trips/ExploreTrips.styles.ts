import styled from '@emotion/styled';
import { mq } from '@lux/shared';

/**
 * Holds about the height of a row of trip cards (picture, a few lines of text, the controls) while
 * they load, so nothing below jumps: a 4:3 picture on a phone, 4:5 from tablet width.
 */
export const Reserve = styled.div`
  min-height: calc(min(90vw, 1190px) * 0.84 * 3 / 4 + 260px);
  ${mq.sm} {
    min-height: calc(min(90vw, 1190px) * 0.46 * 5 / 4 + 260px);
  }
  ${mq.lg} {
    min-height: calc(min(90vw, 1190px) / 3 * 5 / 4 + 260px);
  }
`;
