import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import * as projectAnnotations from '../../.storybook/preview';

document.documentElement.dataset.motion = 'off';

// axe runs here too, so the light theme's contrast is checked as well as the dark one's.
setProjectAnnotations([a11yAnnotations, projectAnnotations]);

// As in the story tests (.storybook/vitest.setup.ts): a screen's first render waits for its lazy route and mocked
// requests, which on a loaded machine takes longer than Testing Library's default of one second.
configure({ asyncUtilTimeout: 10_000 });
