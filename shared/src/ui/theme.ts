// Design tokens. Imported directly (no ThemeProvider) so a remote styles itself the same way whether
// it runs inside the shell or standalone.
export const colors = {
  ivory: '#f7f3ec',
  sand: '#ece4d6',
  white: '#ffffff',
  ink: '#1f1c18',
  inkSoft: '#4a443c',
  muted: '#6b645a',
  gold: '#8c6a36',
  goldLight: '#c9a96e',
  line: '#d9cfbf',
  night: '#151310',
  error: '#a3261b',
} as const;

export const fonts = {
  display: "'Cormorant Garamond Variable', 'Cormorant Garamond', Georgia, 'Times New Roman', serif",
  body: "'Jost Variable', 'Jost', 'Helvetica Neue', Arial, sans-serif",
} as const;

const breakpoints = { sm: 600, md: 900, lg: 1200 } as const;

/** Mobile-first media queries: `${mq.md} { … }` applies from 900px up. */
export const mq = {
  sm: `@media (min-width: ${breakpoints.sm}px)`,
  md: `@media (min-width: ${breakpoints.md}px)`,
  lg: `@media (min-width: ${breakpoints.lg}px)`,
} as const;

export const layout = {
  maxWidth: 1320,
  gutter: 'clamp(20px, 5vw, 64px)',
  headerHeight: 76,
} as const;

export const motion = {
  ease: 'cubic-bezier(0.22, 1, 0.36, 1)',
  reduced: '@media (prefers-reduced-motion: reduce)',
} as const;
