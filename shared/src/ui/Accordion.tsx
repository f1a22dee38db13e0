import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { useId, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { capsLabel } from './capsLabel';
import { colors, fonts, motion, mq } from './theme';

export interface AccordionItem {
  /** Stable and unique within the list. */
  id: string;
  title: ReactNode;
  content: ReactNode;
  /** A small line before the title, e.g. 'Day 3'. */
  marker?: ReactNode;
}

interface AccordionProps {
  items: AccordionItem[];
  /** The level of each item's heading: 3 under a section title (default), 4 deeper down. */
  headingLevel?: 2 | 3 | 4;
  /** Ids open at first. */
  defaultOpen?: string[];
}

/**
 * The WAI-ARIA accordion: each title is a heading holding a button that shows or hides its panel;
 * several panels may be open at once. Keyboard: Tab between titles, arrows, Home and End move between
 * them. A closed panel is in the page, hidden, so its text is there for search engines from the
 * server's HTML. (Our own: Radix's weighed 10 KB on every page, for the header's menu alone.)
 */
export function Accordion({ items, headingLevel = 3, defaultOpen = [] }: AccordionProps) {
  const Heading = `h${headingLevel}` as const;
  const idPrefix = useId();
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(() => new Set(defaultOpen));
  // Panels open as the page arrives are shown at once; the visitor's openings unfold.
  const [toggled, setToggled] = useState(false);
  const toggle = (id: string) => {
    setToggled(true);
    setOpenIds((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  };

  return (
    <Root
      data-accordion=""
      data-marked={items.some((item) => item.marker)}
      onKeyDown={moveFocusBetweenTitles}
    >
      {items.map((item, index) => {
        const open = openIds.has(item.id);
        const titleId = `${idPrefix}-${index}-title`;
        const panelId = `${idPrefix}-${index}-panel`;
        return (
          <Item key={item.id}>
            <Heading>
              <Trigger
                type="button"
                id={titleId}
                aria-expanded={open}
                aria-controls={panelId}
                data-accordion-title=""
                onClick={() => toggle(item.id)}
              >
                {item.marker && (
                  <>
                    <Marker>{item.marker}</Marker>{' '}
                  </>
                )}
                <Title>{item.title}</Title>
                <Sign aria-hidden="true" />
              </Trigger>
            </Heading>
            <Content
              id={panelId}
              role="region"
              aria-labelledby={titleId}
              hidden={!open}
              data-unfolds={toggled}
            >
              <Clip>
                <Body>{item.content}</Body>
              </Clip>
            </Content>
          </Item>
        );
      })}
    </Root>
  );
}

/** Arrows, Home and End on a title move focus among this accordion's titles (not a nested one's). */
function moveFocusBetweenTitles(event: KeyboardEvent<HTMLDivElement>) {
  const accordion = event.currentTarget;
  const target = event.target as HTMLElement;
  if (!target.matches('[data-accordion-title]') || target.closest('[data-accordion]') !== accordion) return;
  const titles = [...accordion.querySelectorAll<HTMLElement>('[data-accordion-title]')].filter(
    (title) => title.closest('[data-accordion]') === accordion,
  );
  const index = titles.indexOf(target);
  const next = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: titles.length - 1 }[event.key];
  if (next === undefined) return;
  event.preventDefault();
  titles[(next + titles.length) % titles.length]?.focus();
}

// The panel's one grid row grows from nothing to its content's height: no height to measure.
const reveal = keyframes`
  from { grid-template-rows: 0fr; opacity: 0; }
`;

const Root = styled.div`
  border-top: 1px solid ${colors.line};
`;

const Item = styled.div`
  border-bottom: 1px solid ${colors.line};
  break-inside: avoid;
  h2,
  h3,
  h4 {
    margin: 0;
    font-size: inherit;
  }
`;

const Marker = styled.span`
  flex: 0 0 auto;
  min-width: 64px;
  ${capsLabel}
`;

const Title = styled.span`
  flex: 1 1 0;
  min-width: 0;
  font-family: ${fonts.display};
  font-size: clamp(1.3rem, 2.2vw, 1.65rem);
  font-weight: 500;
  line-height: 1.25;
  transition: color 0.3s ${motion.ease};
`;

const Trigger = styled.button`
  display: flex;
  align-items: baseline;
  gap: 8px 20px;
  width: 100%;
  padding: 26px 0;
  border: 0;
  background: none;
  color: ${colors.ink};
  text-align: left;
  cursor: pointer;
  flex-wrap: wrap;
  &:hover ${Title}, &:focus-visible ${Title} {
    color: ${colors.gold};
  }
`;

/** A fine plus that turns into a minus. */
const Sign = styled.span`
  position: relative;
  flex: 0 0 auto;
  align-self: center;
  width: 16px;
  height: 16px;
  &::before,
  &::after {
    content: '';
    position: absolute;
    inset: 7.5px 0 auto;
    height: 1px;
    background: ${colors.goldBright};
    transition: transform 0.4s ${motion.ease};
  }
  &::after {
    transform: rotate(90deg);
  }
  [aria-expanded='true'] > &::after {
    transform: rotate(0deg);
  }
  @media print {
    display: none;
  }
`;

const Content = styled.div`
  display: grid;
  grid-template-rows: 1fr;
  &[hidden] {
    display: none;
  }
  &[data-unfolds='true'] {
    animation: ${reveal} 0.45s ${motion.ease};
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
  /* A printed itinerary has every day. */
  @media print {
    &[hidden] {
      display: grid;
    }
  }
`;

const Clip = styled.div`
  min-height: 0;
  overflow: hidden;
`;

const Body = styled.div`
  padding: 0 0 30px;
  color: ${colors.inkSoft};
  max-width: 760px;
  p:last-child {
    margin-bottom: 0;
  }
  [data-marked='true'] & {
    ${mq.sm} {
      padding-left: 84px;
    }
  }
`;
