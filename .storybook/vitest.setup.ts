import { configure } from 'storybook/test';

// The Vitest addon applies the preview annotations itself (Storybook ≥ 10.3).
// Animations and transitions off: stable results and no waiting on exit animations.
document.documentElement.dataset.motion = 'off';

// Screens render after lazy routes and mocked requests settle; on a loaded CI machine that can take longer than
// Testing Library's default of one second, so `findBy…` queries wait up to ten.
configure({ asyncUtilTimeout: 10_000 });
