import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const titleBar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '56px',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.background,
});

export const sticky = style({ position: 'sticky', top: 0, zIndex: vars.zIndex.header });

export const title = style({
  flex: 1,
  minWidth: 0,
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  // Long Georgian titles wrap to a second line beside the actions (a phone cut 'მოსმენის ისტორია' to 'მოსმენის ისტ…').
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  overflowWrap: 'anywhere',
});

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, flexShrink: 0 });
