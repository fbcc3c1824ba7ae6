import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The extensions PGlite loads for the migrations (pg_trgm: 0001, btree_gin: 0018), in this thread, in the worker
 * (pglite-worker.ts imports each by its name) and for the test template.
 */
export const pgliteExtensions = { btree_gin, pg_trgm };
