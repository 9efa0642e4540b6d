// The table, side by side at the end of `npm run bench`: each benchmark records its headline rows here
// (JSON lines in BENCH_SUMMARY_FILE, set by scripts/bench.sh); run directly, this prints them.
import fs from 'node:fs';
import os from 'node:os';

/** Adds one row (measure, figure, goal, met) when the run collects a summary; a benchmark run alone prints only its own. */
export function recordSummary({ measure, figure, goal, met }) {
  const file = process.env.BENCH_SUMMARY_FILE;
  if (!file) return;
  fs.appendFileSync(file, `${JSON.stringify({ measure, figure, goal, met, load: os.loadavg()[0].toFixed(1) })}\n`);
}

function printSummary(file) {
  const rows = fs.existsSync(file)
    ? fs
        .readFileSync(file, 'utf8')
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line))
    : [];
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  console.info('');
  console.info(`summary (${os.cpus().length} cores, ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}):`);
  const width = Math.max(...rows.map((row) => row.measure.length), 10);
  for (const row of rows) {
    console.info(
      `  ${row.measure.padEnd(width)}  ${row.figure.padEnd(44)}  goal ${row.goal.padEnd(10)} ${row.met ? 'met' : 'MISSED'}  (load ${row.load})`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) printSummary(process.argv[2] ?? process.env.BENCH_SUMMARY_FILE);
