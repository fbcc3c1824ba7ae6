import { accountHandlers } from './account';
import { contentHandlers } from './content';

/** Every mock handler, for tests (msw/node) and Storybook (msw/browser). */
export const handlers = [...contentHandlers, ...accountHandlers];
