import styled from '@emotion/styled';
import { Button, colors, company } from '@lux/shared';

/**
 * When the enquiry options cannot be loaded the form cannot be filled in, so the visitor is given the
 * phone number and the hours it is answered, and a way to try again.
 */
export function OptionsUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <Note role="alert">
      <p>We could not load the enquiry form just now.</p>
      <p>
        Please try again in a moment, or call a travel expert on{' '}
        <a href={company.phone.href}>{company.phone.display}</a> (
        {company.officeHours.map(({ days, hours }) => `${days}: ${hours}`).join('; ')}).
      </p>
      <Button type="button" data-variant="outline" onClick={onRetry}>
        Retry
      </Button>
    </Note>
  );
}

const Note = styled.div`
  padding: 28px;
  border: 1px solid ${colors.line};
  background: ${colors.white};
  p:first-of-type {
    color: ${colors.error};
  }
  a {
    color: ${colors.gold};
    white-space: nowrap;
  }
`;
