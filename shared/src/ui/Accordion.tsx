import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import * as RadixAccordion from '@radix-ui/react-accordion';
import type { ReactNode } from 'react';
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
 * Radix Accordion under our styles: each title is a heading holding a button that shows or hides its
 * panel; several panels may be open at once. Keyboard: Tab between titles, arrows move between them.
 */
export function Accordion({ items, headingLevel = 3, defaultOpen = [] }: AccordionProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Root type="multiple" defaultValue={defaultOpen} data-marked={items.some((item) => item.marker)}>
      {items.map((item) => (
        <Item key={item.id} value={item.id}>
          <RadixAccordion.Header asChild>
            <Heading>
              <Trigger>
                {item.marker && (
                  <>
                    <Marker>{item.marker}</Marker>{' '}
                  </>
                )}
                <Title>{item.title}</Title>
                <Sign aria-hidden="true" />
              </Trigger>
            </Heading>
          </RadixAccordion.Header>
          <Content>
            <Body>{item.content}</Body>
          </Content>
        </Item>
      ))}
    </Root>
  );
}

const open = keyframes`
  from { height: 0; opacity: 0; }
  to { height: var(--radix-accordion-content-height); opacity: 1; }
`;

const close = keyframes`
  from { height: var(--radix-accordion-content-height); opacity: 1; }
  to { height: 0; opacity: 0; }
`;

const Root = styled(RadixAccordion.Root)`
  border-top: 1px solid ${colors.line};
`;

const Item = styled(RadixAccordion.Item)`
  border-bottom: 1px solid ${colors.line};
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
  font-family: ${fonts.body};
  font-size: 0.74rem;
  font-weight: 500;
  letter-spacing: 0.22em;
  text-transform: uppercase;
  color: ${colors.gold};
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

const Trigger = styled(RadixAccordion.Trigger)`
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
  [data-state='open'] > &::after {
    transform: rotate(0deg);
  }
`;

const Content = styled(RadixAccordion.Content)`
  overflow: hidden;
  &[data-state='open'] {
    animation: ${open} 0.45s ${motion.ease};
  }
  &[data-state='closed'] {
    animation: ${close} 0.35s ${motion.ease};
  }
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
