import { css } from '@emotion/react';
import styled from '@emotion/styled';
import { breakpoints, colors, fonts, layout, motion, mq } from '@lux/shared';
import { Link, NavLink } from 'react-router';

/** From this width the header shows its menus; below it, the menu button and the slide-in menu. */
export const desktopMedia = `(min-width: ${breakpoints.lg}px)`;
const belowDesktopMedia = `(max-width: ${breakpoints.lg - 0.02}px)`;
/** Wide enough for the phone number beside the menus. */
const roomyMedia = '@media (min-width: 1440px)';

export const Bar = styled.header`
  position: fixed;
  inset: 0 0 auto;
  z-index: 50;
  height: ${layout.headerHeight}px;
  display: flex;
  align-items: center;
  gap: 14px;
  padding: 0 ${layout.gutter};
  color: ${colors.white};
  background: transparent;
  transition:
    background 0.4s ${motion.ease},
    color 0.4s ${motion.ease},
    box-shadow 0.4s ${motion.ease};
  /* Over a hero the white text stands on its own band of shade, so it reads (WCAG AA) over any
     artwork, a white sky included; it fades out as the bar turns solid. */
  &::before {
    content: '';
    position: absolute;
    inset: 0 0 -32px;
    z-index: -1;
    pointer-events: none;
    background: linear-gradient(
      180deg,
      rgba(15, 12, 8, 0.62) 0%,
      rgba(15, 12, 8, 0.42) 62%,
      rgba(15, 12, 8, 0) 100%
    );
    transition: opacity 0.4s ${motion.ease};
  }
  &[data-solid='true'] {
    color: ${colors.ink};
    background: ${colors.white};
    box-shadow: 0 2px 24px rgba(31, 28, 24, 0.08);
    &::before {
      opacity: 0;
    }
  }
  a {
    text-decoration: none;
  }
  /* On paper the header is the name at the top of the first sheet, not a bar over every one, and its
     menus and buttons are left out. */
  @media print {
    &,
    &[data-solid='true'] {
      position: static;
      height: auto;
      padding: 0 0 24px;
      color: ${colors.ink};
      background: none;
      box-shadow: none;
    }
    &::before,
    & > :not(a) {
      display: none;
    }
  }
`;

export const Logo = styled(Link)`
  display: flex;
  flex-direction: column;
  line-height: 1;
  margin-right: auto;
  ${mq.sm} {
    span {
      font-size: 1.75rem;
      letter-spacing: 0.16em;
    }
    small {
      font-size: 0.6rem;
      letter-spacing: 0.52em;
    }
  }
  span {
    font-family: ${fonts.display};
    font-size: 1.3rem;
    letter-spacing: 0.12em;
    text-transform: uppercase;
  }
  small {
    font-size: 0.5rem;
    letter-spacing: 0.5em;
    text-transform: uppercase;
    margin-top: 4px;
    padding-left: 2px;
  }
`;

export const Nav = styled.nav`
  @media ${belowDesktopMedia} {
    display: none;
  }
`;

export const NavList = styled.ul`
  display: flex;
  align-items: center;
  gap: clamp(20px, 2.2vw, 36px);
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A menu's disclosure button, or the About link, in small spaced capitals. */
const triggerStyles = css`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 8px 0;
  border: 0;
  border-bottom: 1px solid transparent;
  background: none;
  color: inherit;
  font: inherit;
  font-size: 0.76rem;
  font-weight: 450;
  letter-spacing: 0.16em;
  text-transform: uppercase;
  cursor: pointer;
  transition: border-color 0.3s ${motion.ease};
  &:hover,
  &[aria-expanded='true'],
  &[aria-current='page'] {
    border-color: currentColor;
  }
`;

export const Trigger = styled.button(triggerStyles);
export const TriggerLink = styled(NavLink)(triggerStyles);

const iconControl = `
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  cursor: pointer;
`;

export const IconButton = styled.button`
  ${iconControl}
  border-bottom: 1px solid transparent;
  &:hover,
  &[aria-expanded='true'] {
    border-color: currentColor;
  }
`;

export const MenuButton = styled.button`
  ${iconControl}
  @media ${desktopMedia} {
    display: none;
  }
`;

export const Tools = styled.div`
  display: flex;
  align-items: center;
  gap: clamp(4px, 2vw, 28px);
  a[href^='/enquire'] {
    min-height: 42px;
    padding: 8px 12px;
    font-size: 0.66rem;
    letter-spacing: 0.12em;
    white-space: nowrap;
  }
  ${mq.sm} {
    a[href^='/enquire'] {
      padding: 10px 24px;
      font-size: 0.72rem;
      letter-spacing: 0.18em;
    }
  }
`;

export const PhoneLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-width: 44px;
  min-height: 44px;
  justify-content: center;
  font-size: 0.9rem;
  letter-spacing: 0.06em;
  span {
    display: none;
  }
  ${roomyMedia} {
    span {
      display: inline;
    }
  }
`;
