import styled from '@emotion/styled';

/** The honeypot's field name; the API treats a submission with it filled in as spam. */
export const honeypotName = 'website';

/**
 * A field people never see or reach (off-screen, hidden from assistive technology, out of the tab
 * order, no autofill), which form-filling bots tend to complete.
 */
export function Honeypot() {
  return (
    <OffScreen aria-hidden="true">
      <label>
        Website
        <input type="text" name={honeypotName} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </OffScreen>
  );
}

/** What the honeypot holds when the form is sent. */
export function honeypotValue(form: HTMLFormElement): string {
  const field = form.elements.namedItem(honeypotName);
  return field instanceof HTMLInputElement ? field.value : '';
}

const OffScreen = styled.div`
  position: absolute;
  left: -10000px;
  top: auto;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;
