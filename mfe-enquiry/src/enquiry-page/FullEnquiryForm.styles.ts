import styled from '@emotion/styled';
import { colors, fonts, mq } from '@lux/shared';

export const Fieldset = styled.fieldset`
  min-width: 0;
  margin: 0 0 clamp(44px, 6vw, 64px);
  padding: 0;
  border: 0;
`;

/** A numbered chapter of the form: a gold numeral, then the title on a hairline. */
export const Legend = styled.legend`
  display: flex;
  align-items: baseline;
  gap: 14px;
  width: 100%;
  margin-bottom: 28px;
  padding: 0 0 14px;
  border-bottom: 1px solid ${colors.line};
  font-family: ${fonts.display};
  font-size: clamp(1.6rem, 3vw, 2rem);
  font-weight: 400;
  line-height: 1.2;
  span {
    min-width: 1.6em;
    font-size: 1rem;
    font-style: italic;
    letter-spacing: 0.08em;
    color: ${colors.gold};
  }
`;

export const FieldGrid = styled.div`
  display: grid;
  gap: 28px;
  ${mq.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 32px 36px;
  }
  > [data-span='full'] {
    grid-column: 1 / -1;
  }
`;

export const Pending = styled.p`
  min-height: 40vh;
  padding: 48px 0;
  font-family: ${fonts.display};
  font-size: 1.5rem;
  color: ${colors.inkSoft};
`;
