import type { Migration } from 'kysely';

/** Migrations of the publishing and media area (issue 4). Names start with `0002_publishing_`. */
export const publishingMigrations: Record<string, Migration> = {};
