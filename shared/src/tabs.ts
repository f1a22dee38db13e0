// The tabs, an entry of the kit's own (`@lux/shared/tabs`): bundled with the pages that show them, so
// the others never load their code or Radix's. They take the rest of the kit from '@lux/shared'.
export { Tabs } from './ui/tabs/Tabs';
export type { Tab } from './ui/tabs/Tabs';
