import styled from '@emotion/styled';
import { colors, company, layout, mq } from '@lux/shared';
import { Link } from 'react-router';

/**
 * What still works when the page's scripts have not run: reading, every link, the enquiry page's form
 * (posted without them) and the phone. Hidden while they run; shown by the browser when scripts are off,
 * and by the early-events script (holdEarlyEvents.js, by this attribute) when a press it held has waited
 * 10 s for an app that has not come. Kept at the foot of the window, after the footer once scrolled to.
 */
export function WithoutAppNote() {
  return (
    <Note role="status" hidden data-without-app-note="">
      Scripts have not run on this page, so its menus and search will not open. The links at its foot lead
      everywhere, and the <Link to="/enquire">enquiry form</Link> still sends; or call{' '}
      <a href={company.phone.href}>{company.phone.display}</a>.
    </Note>
  );
}

const Note = styled.p`
  position: sticky;
  bottom: 0;
  z-index: 40;
  margin: 0;
  padding: 14px ${layout.gutter};
  border-top: 1px solid ${colors.goldLight};
  background: ${colors.ink};
  color: ${colors.ivory};
  font-size: 0.85rem;
  line-height: 1.55;
  ${mq.sm} {
    font-size: 0.9rem;
  }
  text-align: center;
  a {
    color: ${colors.white};
    text-underline-offset: 3px;
  }
  /* The hidden attribute's own rule is the browser's: the page's styles win over it. */
  @media (scripting: none) {
    display: block;
  }
`;
