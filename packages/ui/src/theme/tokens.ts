/** Values shared by both themes. Colours live in the theme files. */
export const breakpoints = {
  /** Below this width the layout is "mobile" (spec §9). */
  mobile: 500,
  /** From this width the layout is "desktop" (spec §9). */
  desktop: 910,
} as const;

export const media = {
  mobile: `screen and (max-width: ${breakpoints.mobile - 1}px)`,
  belowDesktop: `screen and (max-width: ${breakpoints.desktop - 1}px)`,
  tablet: `screen and (min-width: ${breakpoints.mobile}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;

export const sharedTokens = {
  font: {
    body: "'Noto Sans Georgian', 'Noto Sans', system-ui, -apple-system, 'Segoe UI', sans-serif",
    heading: "'Noto Sans Georgian', 'Noto Sans', system-ui, -apple-system, 'Segoe UI', sans-serif",
    mono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
  },
  fontSize: {
    xs: '0.8125rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: '1.75rem',
    display: '2.25rem',
  },
  fontWeight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
  // Georgian script has tall ascenders and descenders: generous line heights read better.
  lineHeight: { tight: '1.3', normal: '1.55', relaxed: '1.75' },
  space: {
    none: '0',
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '32px',
    xxxl: '48px',
  },
  radius: { sm: '6px', md: '10px', lg: '16px', xl: '24px', full: '9999px' },
  motion: {
    fast: '120ms',
    normal: '200ms',
    slow: '320ms',
    easing: 'cubic-bezier(0.2, 0, 0, 1)',
  },
  zIndex: {
    header: '100',
    bottomBar: '110',
    player: '120',
    dropdown: '1000',
    overlay: '1100',
    modal: '1200',
    toast: '1300',
  },
} as const;

export type Space = keyof typeof sharedTokens.space;
