import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import * as projectAnnotations from '../../.storybook/preview';

document.documentElement.dataset.motion = 'off';

// Screenshots only here; axe runs in the storybook project.
setProjectAnnotations([a11yAnnotations, projectAnnotations, { parameters: { a11y: { test: 'off' } } }]);
