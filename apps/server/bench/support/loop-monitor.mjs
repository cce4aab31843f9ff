// Preloaded into a benchmark's server (node --import): every 50 ms it appends the longest
// event-loop delay of that slice to the file named by LOOP_MONITOR_FILE, as "<epoch ms> <max ms>".
import { appendFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const file = process.env.LOOP_MONITOR_FILE;
if (file) {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  setInterval(() => {
    appendFileSync(file, `${Date.now()} ${(histogram.max / 1e6).toFixed(1)}\n`);
    histogram.reset();
  }, 50).unref();
}
