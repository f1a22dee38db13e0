import { ButtonLink, company } from '@lux/shared';
import { NavLink } from 'react-router';
import { Bar, Logo, Nav, PhoneLink, Tools } from './Header.styles';
import { useHeaderSolid } from './useHeaderSolid';

export function Header() {
  const solid = useHeaderSolid();
  return (
    <Bar data-solid={solid}>
      <Logo to="/" aria-label={`${company.name}, home`}>
        <span>Aurelia</span>
        <small>Journeys</small>
      </Logo>
      <Nav aria-label="Main">
        <NavLink to="/about">About</NavLink>
      </Nav>
      <Tools>
        <PhoneLink href={company.phone.href} aria-label={`Call us on ${company.phone.display}`}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
            <path
              fill="currentColor"
              d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z"
            />
          </svg>
          <span>{company.phone.display}</span>
        </PhoneLink>
        <ButtonLink to="/enquire" data-variant={solid ? undefined : 'light'}>
          Enquire Now
        </ButtonLink>
      </Tools>
    </Bar>
  );
}
