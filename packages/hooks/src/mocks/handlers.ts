import { accountHandlers } from './account';
import { contentHandlers } from './content';
import { listenerHandlers } from './listener';
import { publishingHandlers } from './publishing';

/** Every mock handler, for tests (msw/node) and Storybook (msw/browser). */
export const handlers = [...contentHandlers, ...accountHandlers, ...listenerHandlers, ...publishingHandlers];
