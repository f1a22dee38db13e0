import styled from '@emotion/styled';
import { colors } from '@lux/shared';

/**
 * For pages whose header is transparent at the top (continent, country, island country): until the
 * hero arrives, the page's loading, error or not-found message (QueryState's, marked by `data-tone`)
 * sits on the hero's dark ground, so the white header above it stays readable and nothing jumps.
 */
export const UnderClearHeader = styled.div`
  & > [data-tone='status'],
  & > [data-tone='error'],
  & > [data-tone='info'] {
    min-height: 72vh;
    background: ${colors.night};
    color: rgba(255, 255, 255, 0.86);
  }
  & > [data-tone='status'] {
    min-height: max(560px, 100svh);
  }
  & > [data-tone='error'] {
    color: #f4b2a6;
  }
`;
