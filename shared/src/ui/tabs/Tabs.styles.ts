import styled from '@emotion/styled';
import * as RadixTabs from '@radix-ui/react-tabs';
import { colors, motion } from '../theme';

export const Root = styled(RadixTabs.Root)`
  width: 100%;
`;

/** A row of spaced capitals over a hairline; it scrolls sideways rather than wrap on a narrow screen. */
export const List = styled(RadixTabs.List)`
  display: flex;
  gap: 4px 28px;
  overflow-x: auto;
  scrollbar-width: none;
  border-bottom: 1px solid ${colors.line};
`;

export const Trigger = styled(RadixTabs.Trigger)`
  flex: 0 0 auto;
  position: relative;
  min-height: 44px;
  margin: 4px 4px 0;
  padding: 10px 0 12px;
  border: 0;
  background: none;
  color: ${colors.muted};
  font-size: 0.8rem;
  font-weight: 500;
  letter-spacing: 0.18em;
  text-transform: uppercase;
  font-variant-numeric: lining-nums;
  cursor: pointer;
  transition: color 0.3s ${motion.ease};
  &::after {
    content: '';
    position: absolute;
    inset: auto 0 -1px;
    height: 2px;
    background: ${colors.goldBright};
    transform: scaleX(0);
    transition: transform 0.4s ${motion.ease};
  }
  &:hover,
  &[data-state='active'] {
    color: ${colors.ink};
  }
  &[data-state='active']::after {
    transform: none;
  }
`;

export const Panel = styled(RadixTabs.Content)`
  padding-top: 24px;
`;
