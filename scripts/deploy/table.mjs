// The one table test:deploy prints: check | result | figures | met?
export function printTable(rows) {
  const header = { check: 'check', result: 'result', figures: 'figures', met: 'met?' };
  const cells = [header, ...rows.map((row) => ({ ...row, met: row.met ? 'yes' : 'NO' }))];
  const keys = ['check', 'result', 'figures', 'met'];
  const width = Object.fromEntries(keys.map((key) => [key, Math.max(...cells.map((cell) => String(cell[key] ?? '').length))]));
  const line = (cell) => `| ${keys.map((key) => String(cell[key] ?? '').padEnd(width[key])).join(' | ')} |`;
  console.info(line(header));
  console.info(`| ${keys.map((key) => '-'.repeat(width[key])).join(' | ')} |`);
  for (const cell of cells.slice(1)) console.info(line(cell));
}
