import { accountHandlers } from './account';
import { contentHandlers } from './content';
import { listenerHandlers } from './listener';
import { mediaHandlers } from './media';
import { publishingHandlers } from './publishing';

/** Every mock handler, for tests (msw/node) and Storybook (msw/browser). */
export const handlers = [
  ...contentHandlers,
  ...accountHandlers,
  ...listenerHandlers,
  ...publishingHandlers,
  ...mediaHandlers,
];

/**
 * The state behind them, for stories that need another situation: e.g. the podcaster's screens
 * set `mockDb.profile = structuredClone(podcasterProfile)` and store `VALID_TOKEN` as the token.
 */
export { mockDb, resetMockDb } from './db';
export {
  credentials,
  episodes,
  MOCK_TODAY,
  notifications,
  podcasterProfile,
  podcasters,
  profile,
  VALID_TOKEN,
} from './fixtures';
