import { vars } from '@podcast/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const article = style({
  display: 'grid',
  gap: vars.space.lg,
  width: '100%',
  maxWidth: '46rem',
  marginInline: 'auto',
  paddingBlock: vars.space.lg,
});

/** The static pages' HTML: calm, readable Georgian text. */
export const prose = style({
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.relaxed,
});

globalStyle(`${prose} > :first-child`, { marginTop: 0 });
globalStyle(`${prose} > :last-child`, { marginBottom: 0 });
globalStyle(`${prose} :is(h2, h3)`, {
  marginTop: vars.space.xl,
  marginBottom: vars.space.sm,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});
globalStyle(`${prose} p`, { marginBlock: `0 ${vars.space.md}`, color: vars.color.textMuted });
globalStyle(`${prose} :is(ul, ol)`, {
  marginBlock: `0 ${vars.space.md}`,
  paddingInlineStart: vars.space.xl,
  color: vars.color.textMuted,
});
globalStyle(`${prose} li`, { marginBottom: vars.space.xs });
globalStyle(`${prose} li::marker`, { color: vars.color.accent });
globalStyle(`${prose} a`, { color: vars.color.accentSoftText, textUnderlineOffset: '3px' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, paddingTop: vars.space.sm });

export const menuPage = style({ display: 'grid', gap: vars.space.xl, minWidth: 0 });
