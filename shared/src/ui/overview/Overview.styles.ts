import styled from '@emotion/styled';
import { colors, fonts, mq } from '../theme';

/** Two columns from tablet width: a large title beside its text. */
export const Columns = styled.div`
  display: grid;
  gap: 28px;
  ${mq.md} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
    gap: clamp(56px, 8vw, 120px);
  }
  h2 {
    font-size: clamp(2.1rem, 4vw, 3.3rem);
    font-weight: 400;
    line-height: 1.1;
  }
`;

/** The text opens on a gold drop capital; a button under it keeps its distance. */
export const Text = styled.div`
  color: ${colors.inkSoft};
  font-size: 1.06rem;
  ${mq.md} {
    padding-top: 12px;
    font-size: 1.1rem;
  }
  p:first-of-type::first-letter {
    float: left;
    margin: 6px 12px 0 0;
    font-family: ${fonts.display};
    font-size: 4.2em;
    line-height: 0.8;
    color: ${colors.gold};
  }
  button,
  a {
    margin-top: 16px;
  }
`;

/** The fine gold rule under a title. */
export const GoldRule = styled.span`
  display: block;
  width: 56px;
  height: 1px;
  margin: 28px 0 0;
  background: ${colors.goldBright};
`;
