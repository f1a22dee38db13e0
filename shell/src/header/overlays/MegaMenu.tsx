import type { ReactNode } from 'react';
import { useState } from 'react';
import { ChevronIcon } from '../icons';
import { Entry, EntryControl, EntryLink, Layout, Pane } from './MegaMenu.styles';

export type MegaMenuEntry = { key: string; label: string } & (
  | {
      /** What the entry shows beside the list while it is active. */
      pane: ReactNode;
      href?: never;
    }
  | {
      /** An entry with nothing to show leads somewhere instead (an inspiration category without items). */
      href: string;
      pane?: never;
    }
);

interface MegaMenuProps {
  /** Names the list, e.g. 'Continents'. */
  label: string;
  entries: MegaMenuEntry[];
}

/**
 * A list whose hovered or focused entry shows its pane beside it; the first is active to begin with
 * (SPEC 2.2). Each entry is a disclosure button followed by its pane, so Tab goes from an entry into
 * what it shows, then on to the next entry.
 */
export function MegaMenu({ label, entries }: MegaMenuProps) {
  const [activeKey, setActiveKey] = useState(entries.find((entry) => entry.pane)?.key);
  return (
    <Layout aria-label={label} entries={entries.length}>
      {entries.map((entry) => {
        if (entry.href !== undefined) {
          return (
            <Entry key={entry.key}>
              <EntryLink href={entry.href}>{entry.label}</EntryLink>
            </Entry>
          );
        }
        const active = entry.key === activeKey;
        const paneId = `mega-menu-pane-${entry.key}`;
        const activate = () => setActiveKey(entry.key);
        return (
          <Entry key={entry.key}>
            <EntryControl
              type="button"
              aria-expanded={active}
              aria-controls={paneId}
              onPointerEnter={activate}
              onFocus={activate}
              onClick={activate}
            >
              {entry.label}
              <ChevronIcon />
            </EntryControl>
            {active && <Pane id={paneId}>{entry.pane}</Pane>}
          </Entry>
        );
      })}
    </Layout>
  );
}
