import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import * as projectAnnotations from '../../.storybook/preview';

document.documentElement.dataset.motion = 'off';

// axe runs here too, so the light theme's contrast is checked as well as the dark one's.
setProjectAnnotations([a11yAnnotations, projectAnnotations]);
