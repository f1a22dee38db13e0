import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import { usePrefersReducedMotion } from '../hooks/usePrefersReducedMotion';
import { currentUnderline } from './currentUnderline';
import { colors, layout, motion, mq } from './theme';

export interface AnchorNavLink {
  /** The id of the section the link scrolls to. */
  id: string;
  label: string;
}

interface AnchorNavProps {
  links: AnchorNavLink[];
  /** The navigation's accessible name. */
  label?: string;
  /** Shown at the end of the bar on wide screens, e.g. a Start Planning button. */
  action?: ReactNode;
}

/** Height of the bar, so the sections it scrolls to land just below it. */
export const anchorNavHeight = 60;
// A section counts as current once its top passes this line, a little below the bar.
const currentLine = layout.headerHeight + anchorNavHeight + 32;

/**
 * A page's own navigation: its sections as links in a bar that sticks under the fixed header. The link
 * of the section being read is marked current (aria-current) as the visitor scrolls.
 */
export function AnchorNav({ links, label = 'On this page', action }: AnchorNavProps) {
  const current = useCurrentSection(links.map((link) => link.id));
  const reducedMotion = usePrefersReducedMotion();

  const goTo = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const section = document.getElementById(id);
    if (!section) return;
    event.preventDefault();
    const top = section.getBoundingClientRect().top + window.scrollY - layout.headerHeight - anchorNavHeight;
    window.scrollTo({ top, behavior: reducedMotion ? 'auto' : 'smooth' });
    // Keyboard and screen reader users continue reading from the section, not from the bar.
    if (!section.hasAttribute('tabindex')) section.setAttribute('tabindex', '-1');
    section.focus({ preventScroll: true });
  };

  return (
    <Bar aria-label={label}>
      <Links>
        {links.map((link) => (
          <li key={link.id}>
            <a
              href={`#${link.id}`}
              aria-current={current === link.id ? 'location' : undefined}
              onClick={(event) => goTo(event, link.id)}
            >
              {link.label}
            </a>
          </li>
        ))}
      </Links>
      {action && <Action>{action}</Action>}
    </Bar>
  );
}

/** The last section whose top has passed the line under the bar; the last one at the page's end. */
function useCurrentSection(ids: string[]) {
  const [current, setCurrent] = useState(ids[0]);
  const key = ids.join(' ');

  useEffect(() => {
    const sectionIds = key.split(' ');
    let frame = 0;
    const measure = () => {
      frame = 0;
      const atEnd =
        window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2 &&
        window.scrollY > 0;
      let found = sectionIds[0];
      for (const id of sectionIds) {
        const section = document.getElementById(id);
        if (section && section.getBoundingClientRect().top <= currentLine) found = id;
      }
      setCurrent(atEnd ? sectionIds[sectionIds.length - 1] : found);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [key]);

  return current;
}

const Bar = styled.nav`
  position: sticky;
  top: ${layout.headerHeight}px;
  z-index: 20;
  display: flex;
  align-items: center;
  height: ${anchorNavHeight}px;
  padding: 0 ${layout.gutter};
  background: rgba(255, 255, 255, 0.96);
  border-bottom: 1px solid ${colors.line};
  backdrop-filter: blur(8px);
  /* Links to parts of the page the reader holds. */
  @media print {
    display: none;
  }
`;

const Links = styled.ul`
  display: flex;
  align-items: stretch;
  gap: clamp(22px, 4vw, 56px);
  height: 100%;
  margin: 0 auto;
  padding: 0;
  list-style: none;
  overflow-x: auto;
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
  /* On a phone the links scroll sideways; the fading edge says there is more. */
  mask-image: linear-gradient(90deg, #000 82%, transparent);
  ${mq.md} {
    mask-image: none;
  }
  li {
    display: flex;
    flex: 0 0 auto;
  }
  a {
    display: flex;
    align-items: center;
    font-size: 0.74rem;
    font-weight: 500;
    letter-spacing: 0.2em;
    text-transform: uppercase;
    text-decoration: none;
    white-space: nowrap;
    color: ${colors.muted};
    transition: color 0.3s ${motion.ease};
    ${currentUnderline('[aria-current]')}
    &:hover,
    &[aria-current] {
      color: ${colors.ink};
    }
    &:focus-visible {
      outline-offset: -2px;
    }
  }
`;

const Action = styled.div`
  display: none;
  ${mq.lg} {
    display: block;
    position: absolute;
    right: ${layout.gutter};
    button,
    a {
      min-height: 40px;
      padding: 8px 22px;
    }
  }
`;
