// Preloaded into the built server by bench/upload-analysis.ts (node --require): the request thread's
// event-loop delay, written to LOOP_PROBE_FILE as JSON and started afresh on each SIGUSR2.
const fs = require('node:fs');
const { monitorEventLoopDelay } = require('node:perf_hooks');

const histogram = monitorEventLoopDelay({ resolution: 5 });
histogram.enable();
process.on('SIGUSR2', () => {
  const ms = (nanoseconds) => nanoseconds / 1e6;
  const reading = { p99: ms(histogram.percentile(99)), max: ms(histogram.max), samples: histogram.count };
  fs.writeFileSync(process.env.LOOP_PROBE_FILE, JSON.stringify(reading));
  histogram.reset();
});
