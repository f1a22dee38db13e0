import { css } from '@emotion/react';
import styled from '@emotion/styled';
import { colors, fonts, motion, mq } from '@lux/shared';

/** A label above its control, an optional hint below. */
export const FieldBox = styled.div`
  display: grid;
  gap: 6px;
  align-content: start;
  min-width: 0;
`;

export const Label = styled.label`
  /* A fixed line, so a label with '(optional)' lines up with its neighbours. */
  line-height: 20px;
  font-size: 0.72rem;
  font-weight: 500;
  letter-spacing: 0.18em;
  text-transform: uppercase;
  color: ${colors.inkSoft};
`;

export const Optional = styled.span`
  margin-left: 2px;
  font-family: ${fonts.display};
  font-size: 0.95rem;
  line-height: 1;
  font-style: italic;
  letter-spacing: 0.02em;
  text-transform: none;
  color: ${colors.muted};
`;

export const Hint = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${colors.muted};
`;

// Fine underlined fields on ivory; the underline turns gold on focus, inside the site's focus ring
// (an underline alone is too slight a change to see), and red once the visitor has left a required
// field empty or an email malformed.
const control = css`
  width: 100%;
  min-height: 48px;
  padding: 10px 0;
  border: 0;
  border-bottom: 1px solid ${colors.line};
  border-radius: 0;
  background: transparent;
  color: ${colors.ink};
  font: inherit;
  font-size: 1rem;
  transition: border-color 0.3s ${motion.ease};
  &::placeholder {
    color: ${colors.muted};
    opacity: 0.8;
  }
  &:hover {
    border-bottom-color: ${colors.goldLight};
  }
  &:focus-visible {
    border-bottom-color: ${colors.gold};
  }
  &:user-invalid {
    border-bottom-color: ${colors.error};
  }
  &:disabled {
    opacity: 0.6;
  }
`;

export const Input = styled.input(control);

const chevron = `url("data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" width="12" height="8" viewBox="0 0 12 8"><path d="M1 1l5 5 5-5" fill="none" stroke="${colors.gold}" stroke-width="1.2"/></svg>`,
)}")`;

export const Select = styled.select`
  ${control};
  appearance: none;
  padding-right: 28px;
  background: ${chevron} no-repeat right 4px center;
  cursor: pointer;
  text-overflow: ellipsis;
`;

export const Textarea = styled.textarea`
  ${control};
  min-height: 140px;
  padding: 12px 14px;
  border: 1px solid ${colors.line};
  resize: vertical;
  line-height: 1.6;
  &:focus-visible {
    border-color: ${colors.gold};
  }
`;

/** Dialling code and number side by side, each with its own label. */
export const PhoneRow = styled.div`
  display: grid;
  grid-template-columns: minmax(116px, 0.8fr) minmax(0, 2fr);
  gap: 18px;
  min-width: 0;
`;

export const CheckboxLabel = styled.label`
  display: flex;
  align-items: flex-start;
  gap: 14px;
  cursor: pointer;
  color: ${colors.inkSoft};
  input {
    flex: none;
    width: 20px;
    height: 20px;
    margin: 3px 0 0;
    accent-color: ${colors.gold};
    cursor: pointer;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 16px 28px;
  margin-top: 40px;
  button {
    min-width: 220px;
  }
  p {
    margin: 0;
    font-size: 0.9rem;
    color: ${colors.muted};
  }
  ${mq.sm} {
    margin-top: 48px;
  }
`;

/** What the visitor reads after a failed attempt, beside the (native) alert. */
export const FailureNote = styled.p`
  margin: 18px 0 0;
  color: ${colors.error};
  a {
    color: inherit;
    white-space: nowrap;
  }
`;

/** Said above the fields when the form was posted without the app and could not be sent. */
export const NotSentNote = styled(FailureNote)`
  margin: 0 0 40px;
`;
