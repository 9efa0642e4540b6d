// The suite's one table: a line per check with what was measured, the figure, the target, met or short.
export class Results {
  #lines = [];

  add(what, figure, target, met) {
    this.#lines.push({ what, figure: String(figure), target: String(target), met: Boolean(met) });
    console.info(`[reliability] ${met ? 'met  ' : 'SHORT'} ${what}: ${figure} (target ${target})`);
  }

  allMet() {
    return this.#lines.length > 0 && this.#lines.every((line) => line.met);
  }

  print(title) {
    const header = { what: 'check', figure: 'figure', target: 'target', met: 'result' };
    const rows = [header, ...this.#lines.map((line) => ({ ...line, met: line.met ? 'met' : 'SHORT' }))];
    const width = (key) => Math.max(...rows.map((row) => row[key].length));
    const widths = { what: width('what'), figure: width('figure'), target: width('target'), met: width('met') };
    const format = (row) =>
      `| ${row.what.padEnd(widths.what)} | ${row.figure.padEnd(widths.figure)} | ${row.target.padEnd(widths.target)} | ${row.met.padEnd(widths.met)} |`;
    const rule = `|${'-'.repeat(widths.what + 2)}|${'-'.repeat(widths.figure + 2)}|${'-'.repeat(widths.target + 2)}|${'-'.repeat(widths.met + 2)}|`;
    console.info('');
    console.info(title);
    console.info(format(header));
    console.info(rule);
    for (const row of rows.slice(1)) console.info(format(row));
    const short = this.#lines.filter((line) => !line.met).length;
    console.info(short ? `${short} line(s) short` : 'every line met');
  }
}
