import { ButtonLink, company } from '@lux/shared';
import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import {
  Bar,
  IconButton,
  Logo,
  MenuButton,
  Nav,
  NavList,
  PhoneLink,
  Tools,
  Trigger,
  TriggerLink,
} from './Header.styles';
import { overlayToggled, selectOpenOverlay } from './headerSlice';
import type { Overlay } from './headerSlice';
import { InspirationIcon, MenuIcon, PhoneIcon, SearchIcon } from './icons';
import { MobileMenu } from './mobile-menu/MobileMenu';
import { DestinationsOverlay } from './overlays/DestinationsOverlay';
import { ExperiencesOverlay } from './overlays/ExperiencesOverlay';
import { InspirationOverlay } from './overlays/InspirationOverlay';
import { MiceOverlay } from './overlays/MiceOverlay';
import { overlayRegionId } from './overlays/OverlayPanel';
import { SearchOverlay } from './overlays/SearchOverlay';
import { useHeaderSolid } from './useHeaderSolid';
import { useOverlayDismissal } from './useOverlayDismissal';

/**
 * The fixed header: logo, the five menus (disclosure buttons, each showing its overlay under the
 * header), About, the phone number and Enquire Now; below the desktop width a menu button instead.
 */
export function Header() {
  const overlay = useSelector(selectOpenOverlay);
  const dispatch = useDispatch();
  const solid = useHeaderSolid();
  // The triggers, for focus to go back to; filled in as they mount.
  const [triggers] = useState(() => new Map<Overlay, HTMLElement>());
  useOverlayDismissal(triggers);

  const triggerProps = (name: Overlay) => ({
    type: 'button' as const,
    ref: (element: HTMLButtonElement | null) => {
      if (element) triggers.set(name, element);
    },
    'aria-expanded': overlay === name,
    onClick: () => dispatch(overlayToggled(name)),
  });
  const desktopTriggerProps = (name: Exclude<Overlay, 'mobile'>) => ({
    ...triggerProps(name),
    'aria-controls': overlayRegionId(name),
  });

  return (
    <Bar data-solid={solid}>
      <Logo to="/" aria-label={`${company.name}, home`}>
        <span>Aurelia</span> <small>Journeys</small>
      </Logo>
      <Nav aria-label="Main">
        <NavList>
          <li>
            <IconButton {...desktopTriggerProps('search')} aria-label="Search">
              <SearchIcon />
            </IconButton>
          </li>
          <li>
            <Trigger {...desktopTriggerProps('destinations')}>Destinations</Trigger>
            {overlay === 'destinations' && <DestinationsOverlay />}
          </li>
          <li>
            <Trigger {...desktopTriggerProps('experiences')}>Experiences</Trigger>
            {overlay === 'experiences' && <ExperiencesOverlay />}
          </li>
          <li>
            <Trigger {...desktopTriggerProps('mice')}>MICE</Trigger>
            {overlay === 'mice' && <MiceOverlay />}
          </li>
          <li>
            <TriggerLink to="/about">About</TriggerLink>
          </li>
          <li>
            <IconButton {...desktopTriggerProps('inspiration')} aria-label="Inspiration">
              <InspirationIcon />
            </IconButton>
            {overlay === 'inspiration' && <InspirationOverlay />}
          </li>
        </NavList>
      </Nav>
      {/* Outside the nav: the mobile menu's Search opens it too. */}
      {overlay === 'search' && <SearchOverlay />}
      <Tools>
        <PhoneLink href={company.phone.href} aria-label={`Call us on ${company.phone.display}`}>
          <PhoneIcon />
          <span>{company.phone.display}</span>
        </PhoneLink>
        <ButtonLink to="/enquire" data-variant={solid ? undefined : 'light'}>
          Enquire Now
        </ButtonLink>
        <MenuButton {...triggerProps('mobile')} aria-haspopup="dialog" aria-label="Menu">
          <MenuIcon />
        </MenuButton>
      </Tools>
      <MobileMenu />
    </Bar>
  );
}
