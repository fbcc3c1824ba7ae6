import type { Migration } from 'kysely';

/** Migrations of the listener area (issue 5). Names start with `0003_listener_`. */
export const listenerMigrations: Record<string, Migration> = {};
