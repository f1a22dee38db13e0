import styled from '@emotion/styled';
import { colors, fonts } from '@lux/shared';

/** The description's last word: set apart, in the display face, over a fine gold rule. */
export const Summary = styled.p`
  margin-top: 32px;
  padding-top: 28px;
  border-top: 1px solid ${colors.goldLight};
  font-family: ${fonts.display};
  font-size: clamp(1.35rem, 2.2vw, 1.6rem);
  font-style: italic;
  line-height: 1.4;
  color: ${colors.ink};
`;
