// Preloaded into a benchmarked server (`node --import bench/profile-hook.mjs`) by BENCH_PROFILE:
// the first SIGWINCH (a signal close-with-grace leaves alone) starts the CPU profiler, the second writes the profile to $BENCH_PROFILE.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';

// Read by name: a local profiling switch, not a build input.
const env = (name) => process.env[name];
const target = env('BENCH_PROFILE');

const session = new Session();
session.connect();
let running = false;
process.on('SIGWINCH', async () => {
  if (!running) {
    running = true;
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
    return;
  }
  running = false;
  const { profile } = await session.post('Profiler.stop');
  writeFileSync(target, JSON.stringify(profile));
});
