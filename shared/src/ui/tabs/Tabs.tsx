import type { ReactNode } from 'react';
import { List, Panel, Root, Trigger } from './Tabs.styles';

export interface Tab {
  /** Unique within the tabs; also the value `value` and `onValueChange` speak of. */
  id: string;
  label: ReactNode;
  content: ReactNode;
}

interface TabsProps {
  /** Names the list of tabs, e.g. 'Programme lengths'. */
  label: string;
  tabs: Tab[];
  /** The selected tab's id, for tabs the page controls; the first tab when left out. */
  value?: string;
  onValueChange?: (id: string) => void;
}

/**
 * Radix Tabs under our styles: a tablist of tabs, each showing its tabpanel. Keyboard: Tab reaches the
 * selected tab, the arrow keys move between tabs (and select them), Home and End go to the ends.
 */
export function Tabs({ label, tabs, value, onValueChange }: TabsProps) {
  const selection = value === undefined ? { defaultValue: tabs[0]?.id } : { value };
  return (
    <Root {...selection} onValueChange={onValueChange} activationMode="automatic">
      <List aria-label={label}>
        {tabs.map((tab) => (
          <Trigger key={tab.id} value={tab.id}>
            {tab.label}
          </Trigger>
        ))}
      </List>
      {tabs.map((tab) => (
        <Panel key={tab.id} value={tab.id}>
          {tab.content}
        </Panel>
      ))}
    </Root>
  );
}
