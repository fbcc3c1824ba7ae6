// Preloaded into a benchmarked server (`node --import bench/stall-hook.mjs`) by bench/catalogue.mjs:
// the longest event-loop stall. Each SIGURG (a signal close-with-grace leaves alone) writes the figures since the previous one to $BENCH_STALL_FILE
// and starts over (the first one marks the start of the measured mix).
import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

// Read by name: a local benchmark switch, not a build input.
const env = (name) => process.env[name];
const target = env('BENCH_STALL_FILE');
const delay = monitorEventLoopDelay({ resolution: 5 });
delay.enable();
process.on('SIGURG', () => {
  const ms = (ns) => Math.round(ns / 1e4) / 100;
  writeFileSync(target, JSON.stringify({ max: ms(delay.max), p99: ms(delay.percentile(99)) }));
  delay.reset();
});
