import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const stage = style({
  position: 'relative',
  // A transform makes this box the containing block of position: fixed descendants.
  transform: 'translateZ(0)',
  overflow: 'hidden',
  padding: vars.space.lg,
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});
