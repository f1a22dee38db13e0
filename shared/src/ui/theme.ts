// Design tokens. Imported directly (no ThemeProvider) so a remote styles itself the same way whether
// it runs inside the shell or standalone.
export const colors = {
  ivory: '#f7f3ec',
  sand: '#ece4d6',
  white: '#ffffff',
  ink: '#1f1c18',
  inkSoft: '#4a443c',
  muted: '#6b645a',
  /** Gold text on light grounds, and gold fills under light text (a hovered button). */
  gold: '#7d5e2f',
  /** The brighter gold of fine rules and ornaments, and the light end of the month's gold panel. */
  goldBright: '#8c6a36',
  /** Gold on dark grounds (the footer, night sections), and hairline frames on light ones. */
  goldLight: '#c9a96e',
  line: '#d9cfbf',
  night: '#151310',
  error: '#a3261b',
} as const;

export type ColorName = keyof typeof colors;

/**
 * Every text colour the site sets on each ground (a colour is a ground where it fills behind text).
 * `theme.test.ts` holds each pair to WCAG AA for body-size text, 4.5:1; a new pairing is added here
 * first. Text over artwork is the hero's scrim's job, measured in the browser tests.
 */
export const textOnGround = {
  ivory: ['ink', 'inkSoft', 'muted', 'gold', 'error'],
  sand: ['ink', 'inkSoft', 'muted', 'gold', 'error'],
  white: ['ink', 'inkSoft', 'muted', 'gold', 'error'],
  night: ['ivory', 'goldLight'],
  ink: ['ivory', 'white'],
  gold: ['ivory', 'white'],
  goldBright: ['white'],
} as const satisfies Partial<Record<ColorName, readonly ColorName[]>>;

export const fonts = {
  display: "'Cormorant Garamond Variable', 'Cormorant Garamond', Georgia, 'Times New Roman', serif",
  body: "'Jost Variable', 'Jost', 'Helvetica Neue', Arial, sans-serif",
} as const;

/** Widths in px; `lg` is where the header shows its full menu instead of the slide-in one. */
export const breakpoints = { sm: 600, md: 900, lg: 1200 } as const;

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
