import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import type { TestProject } from 'vitest/node';
import { migrateToLatest, migrations } from '../src/db/migrations';
import { PGliteDialect } from '../src/db/pglite-dialect';
import { pgliteExtensions } from '../src/db/pglite-extensions';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/**
 * PGlite runs initdb on every new database (seconds each). One migrated database is dumped here,
 * once per run, and every test file starts from a copy of it.
 */
export default async function setup(project: TestProject) {
  const version = JSON.parse(
    await readFile(new URL('../../../node_modules/@electric-sql/pglite/package.json', import.meta.url), 'utf8'),
  ).version as string;
  // The migrations' names, hashed: joined they outgrow a file name.
  const schema = createHash('sha256').update(Object.keys(migrations).join('_')).digest('hex').slice(0, 16);
  const file = join(tmpdir(), `podcast-pglite-${version}-${schema}-${process.pid}.tar`);
  if (!existsSync(file)) {
    const pglite = await PGlite.create({ extensions: pgliteExtensions });
    const db = new Kysely({ dialect: new PGliteDialect(pglite) });
    await migrateToLatest(db);
    const dump = await pglite.dumpDataDir('none');
    await db.destroy();
    await writeFile(`${file}.part`, Buffer.from(await dump.arrayBuffer()));
    await rename(`${file}.part`, file);
  }
  project.provide('pgliteTemplate', file);
  return async () => {
    await rm(file, { force: true });
  };
}
