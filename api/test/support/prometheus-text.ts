/** One sample of a Prometheus text exposition. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of a scrape (comments skipped), for looking series up by name and labels in any order. */
export function parseExposition(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not an exposition line: ${line}`);
      const labels = Object.fromEntries(
        [...(match[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)].map(([, key, value]) => [key, value]),
      );
      return { name: match[1], labels, value: Number(match[3]) };
    });
}

/** The samples named `name` whose labels include `labels`. */
export function samples(scrape: Sample[], name: string, labels: Record<string, string> = {}): Sample[] {
  return scrape.filter((sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value));
}

/** The one value of a series; 0 when it is absent (a counter nobody has touched yet). */
export function valueOf(scrape: Sample[], name: string, labels: Record<string, string> = {}): number {
  return samples(scrape, name, labels).reduce((sum, sample) => sum + sample.value, 0);
}
