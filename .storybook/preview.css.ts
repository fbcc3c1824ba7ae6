import { style } from '@vanilla-extract/css';
import { vars } from '../packages/ui/src/theme/contract.css';

export const sideBySide = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))',
  minHeight: '100vh',
  margin: '-1rem',
});

export const sideBySidePane = style({
  padding: vars.space.xl,
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
});
