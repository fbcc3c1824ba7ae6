import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const textarea = recipe({
  base: {
    minHeight: '96px',
    paddingBlock: vars.space.xs,
    lineHeight: vars.lineHeight.relaxed,
  },
  variants: {
    resizable: {
      true: { resize: 'vertical' },
      false: { resize: 'none' },
    },
  },
});
