import { createGlobalTheme, style } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { sharedTokens } from './tokens';

/**
 * The themes are keyed on `data-theme` (ADR 003): the inline script of the web app's index.html sets it on <html>
 * before first paint, so the first frame already has the stored theme. The classes stay for panes that carry
 * their own theme (Storybook's side-by-side view) and for code that adds them.
 */
export const darkTheme = style({});
export const lightTheme = style({});

const darkTokens = {
  ...sharedTokens,
  color: {
    background: '#0e0f13',
    surface: '#17191f',
    surfaceRaised: '#1f222a',
    surfaceHover: '#272b35',
    surfaceSunken: '#0a0b0e',
    border: '#2c303b',
    borderStrong: '#454b59',
    controlBorder: '#737a8b',
    controlBackground: '#0a0b0e',
    text: '#f2f3f7',
    textMuted: '#a9afbd',
    textInverse: '#0e0f13',
    accent: '#8b6cff',
    accentHover: '#a28aff',
    accentText: '#0e0f13',
    accentSoft: 'rgba(139, 108, 255, 0.16)',
    accentSoftText: '#c4b5ff',
    focusRing: '#b9a8ff',
    danger: '#ff6b6b',
    dangerSoft: 'rgba(255, 107, 107, 0.14)',
    dangerText: '#ff8f8f',
    success: '#3ccf8e',
    successSoft: 'rgba(60, 207, 142, 0.14)',
    warning: '#f5b84a',
    star: '#ffc940',
    starEmpty: '#454b59',
    overlay: 'rgba(5, 6, 8, 0.72)',
    skeleton: '#22252d',
    skeletonShine: '#2d313b',
    scrim: 'linear-gradient(180deg, rgba(14,15,19,0) 0%, rgba(14,15,19,0.88) 100%)',
  },
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
    md: '0 6px 18px rgba(0, 0, 0, 0.45)',
    lg: '0 18px 48px rgba(0, 0, 0, 0.55)',
  },
};

const lightTokens = {
  ...sharedTokens,
  color: {
    background: '#f6f6f9',
    surface: '#ffffff',
    surfaceRaised: '#ffffff',
    surfaceHover: '#eeeef4',
    surfaceSunken: '#ececf2',
    border: '#dcdde5',
    borderStrong: '#b5b8c5',
    controlBorder: '#80859a',
    controlBackground: '#ffffff',
    text: '#15161b',
    textMuted: '#555a68',
    textInverse: '#ffffff',
    accent: '#5b3fd6',
    accentHover: '#4a30bd',
    accentText: '#ffffff',
    accentSoft: 'rgba(91, 63, 214, 0.1)',
    accentSoftText: '#4327b8',
    focusRing: '#5b3fd6',
    danger: '#c62828',
    dangerSoft: 'rgba(198, 40, 40, 0.08)',
    dangerText: '#b3261e',
    success: '#1b8a5a',
    successSoft: 'rgba(27, 138, 90, 0.1)',
    warning: '#b26a00',
    star: '#e6a100',
    starEmpty: '#c9cbd5',
    overlay: 'rgba(21, 22, 27, 0.5)',
    skeleton: '#e6e7ee',
    skeletonShine: '#f1f2f6',
    scrim: 'linear-gradient(180deg, rgba(255,255,255,0) 0%, rgba(255,255,255,0.92) 100%)',
  },
  shadow: {
    sm: '0 1px 2px rgba(21, 22, 27, 0.08)',
    md: '0 6px 18px rgba(21, 22, 27, 0.1)',
    lg: '0 18px 48px rgba(21, 22, 27, 0.16)',
  },
};

createGlobalTheme(`:root:not([data-theme]), [data-theme="dark"], .${darkTheme}`, vars, darkTokens);
createGlobalTheme(`[data-theme="light"], .${lightTheme}`, vars, lightTokens);

export const themeClass = { dark: darkTheme, light: lightTheme } as const;
