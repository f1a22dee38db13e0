import styled from '@emotion/styled';
import * as RadixTabs from '@radix-ui/react-tabs';
import { colors, motion, mq } from '@lux/shared';
import { currentUnderline } from '../currentUnderline';

export const Root = styled(RadixTabs.Root)`
  width: 100%;
`;

/**
 * A row of spaced capitals over a hairline. On a phone, two to a row, each over its own hairline, so
 * every tab is in sight (a row that scrolled sideways would hide the last ones).
 */
export const List = styled(RadixTabs.List)`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  column-gap: 20px;
  ${mq.sm} {
    display: flex;
    gap: 4px 28px;
    border-bottom: 1px solid ${colors.line};
  }
`;

export const Trigger = styled(RadixTabs.Trigger)`
  flex: 0 0 auto;
  min-height: 44px;
  margin: 4px 0 0;
  padding: 10px 0 12px;
  border: 0;
  border-bottom: 1px solid ${colors.line};
  background: none;
  text-align: start;
  color: ${colors.muted};
  font-size: 0.8rem;
  font-weight: 500;
  letter-spacing: 0.18em;
  text-transform: uppercase;
  font-variant-numeric: lining-nums;
  cursor: pointer;
  transition: color 0.3s ${motion.ease};
  ${currentUnderline("[data-state='active']")}
  &:hover,
  &[data-state='active'] {
    color: ${colors.ink};
  }
  ${mq.sm} {
    margin: 4px 4px 0;
    border-bottom: 0;
  }
`;

export const Panel = styled(RadixTabs.Content)`
  padding-top: 24px;
`;
