import { globalStyle, keyframes } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '../../theme/tokens';

const bounce = keyframes({
  '0%, 100%': { transform: 'scaleY(0.35)' },
  '50%': { transform: 'scaleY(1)' },
});

/** Three bars in the current colour; they move only while `playing`. */
export const equaliser = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'flex-end',
    flexShrink: 0,
    gap: '2px',
    height: '12px',
  },
  variants: {
    // Still bars when paused or loading, and for anyone who asked for reduced motion.
    playing: { true: {}, false: {} },
  },
});

globalStyle(`${equaliser.classNames.base} > span`, {
  width: '3px',
  height: '100%',
  borderRadius: '1px',
  background: 'currentColor',
  transformOrigin: 'bottom',
  transform: 'scaleY(0.6)',
});
globalStyle(`${equaliser.classNames.base} > span:nth-child(2)`, { transform: 'scaleY(1)', animationDelay: '-0.3s' });
globalStyle(`${equaliser.classNames.base} > span:nth-child(3)`, { transform: 'scaleY(0.4)', animationDelay: '-0.6s' });
globalStyle(`${equaliser.classNames.variants.playing.true} > span`, {
  animation: `${bounce} 0.9s ease-in-out infinite`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});
// The screenshot switch, stated here too so the bars never freeze at a random height.
globalStyle(`html[data-motion="off"] ${equaliser.classNames.variants.playing.true} > span`, { animation: 'none' });
