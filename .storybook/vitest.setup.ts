// The Vitest addon applies the preview annotations itself (Storybook ≥ 10.3).
// Animations and transitions off: stable results and no waiting on exit animations.
document.documentElement.dataset.motion = 'off';
