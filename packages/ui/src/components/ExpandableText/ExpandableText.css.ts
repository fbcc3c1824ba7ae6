import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const linesVar = createVar();

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  minWidth: 0,
});

export const content = style({
  position: 'relative',
  width: '100%',
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.relaxed,
  overflowWrap: 'anywhere',
});

export const collapsed = style({
  maxHeight: `calc(${linesVar} * 1lh)`,
  overflow: 'hidden',
});

// A soft fade over the last line says "there is more" before anyone reads the button.
export const faded = style({
  maskImage: 'linear-gradient(180deg, black calc(100% - 1.5lh), transparent 100%)',
  WebkitMaskImage: 'linear-gradient(180deg, black calc(100% - 1.5lh), transparent 100%)',
});

globalStyle(`${content} > :first-child`, { marginTop: 0 });
globalStyle(`${content} > :last-child`, { marginBottom: 0 });
globalStyle(`${content} p, ${content} ul, ${content} ol, ${content} blockquote, ${content} pre`, {
  margin: `0 0 ${vars.space.md}`,
});
globalStyle(`${content} ul, ${content} ol`, { paddingLeft: vars.space.xl });
globalStyle(`${content} a`, {
  color: vars.color.accentSoftText,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
});
globalStyle(`${content} strong, ${content} b`, { fontWeight: vars.fontWeight.semibold });
globalStyle(`${content} blockquote`, {
  paddingLeft: vars.space.lg,
  borderLeft: `3px solid ${vars.color.border}`,
  color: vars.color.textMuted,
});
globalStyle(`${content} h2, ${content} h3, ${content} h4, ${content} h5, ${content} h6`, {
  margin: `${vars.space.lg} 0 ${vars.space.sm}`,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.tight,
});

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xs} 0`,
  border: 'none',
  background: 'none',
  cursor: 'pointer',
  color: vars.color.accentSoftText,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { textDecoration: 'underline', textUnderlineOffset: '3px' },
  },
});
