// The header's line icons: decorative, the control around each one carries its name.

const iconProps = {
  'aria-hidden': true,
  focusable: false,
  viewBox: '0 0 24 24',
  width: 20,
  height: 20,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.3,
  strokeLinecap: 'round',
} as const;

export const SearchIcon = () => (
  <svg {...iconProps}>
    <circle cx="10.5" cy="10.5" r="6.5" />
    <path d="M15.5 15.5 21 21" />
  </svg>
);

/** A compass rose: ideas for where and when to go. */
export const InspirationIcon = () => (
  <svg {...iconProps}>
    <circle cx="12" cy="12" r="9" />
    <path d="m15.5 8.5-2 5-5 2 2-5z" />
  </svg>
);

export const CloseIcon = () => (
  <svg {...iconProps}>
    <path d="M5 5l14 14M19 5L5 19" />
  </svg>
);

export const MenuIcon = () => (
  <svg {...iconProps}>
    <path d="M3 7h18M3 12h18M3 17h18" />
  </svg>
);

export const PhoneIcon = () => (
  <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="18" height="18">
    <path
      fill="currentColor"
      d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z"
    />
  </svg>
);

const chevrons = { right: 'm9 5 7 7-7 7', left: 'm15 5-7 7 7 7', down: 'm5 9 7 7 7-7' } as const;

export const ChevronIcon = ({ direction = 'right' }: { direction?: keyof typeof chevrons }) => (
  <svg {...iconProps} width={16} height={16}>
    <path d={chevrons[direction]} />
  </svg>
);
