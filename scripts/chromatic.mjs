// Publishes the built Storybook to Chromatic when CHROMATIC_PROJECT_TOKEN is set.
// Without a network the upload would hang, so the whole run is bounded.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error('CHROMATIC_PROJECT_TOKEN is not set: nothing to publish. Visual tests run locally with `npm test`.');
  process.exit(1);
}

const timeoutMs = Number(process.env.CHROMATIC_TIMEOUT_MS ?? 10 * 60 * 1000);
const build = spawnSync('npm', ['run', 'build-storybook'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const result = spawnSync(
  'npx',
  ['chromatic', '--storybook-build-dir', 'storybook-static', '--exit-zero-on-changes', '--exit-once-uploaded'],
  { stdio: 'inherit', timeout: timeoutMs },
);
if (result.error) {
  console.error(`chromatic did not finish in ${timeoutMs / 1000}s: ${result.error.message}`);
  process.exit(1);
}
process.exit(result.status ?? 1);
