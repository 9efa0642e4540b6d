import type { ReleaseHealth } from '@greenroom/contracts';

function times(count: number): string {
  return count === 1 ? 'once' : `${count} times`;
}

/** What members' browsers reported of a release over the last day, in words for the office. */
export function releaseHealthWords({ drawn, loadFailed, renderErrors, meanDrawMs }: ReleaseHealth): string {
  if (drawn + loadFailed + renderErrors === 0) return 'Nobody has opened it in the last day.';
  const parts = [`opened ${times(drawn)}${meanDrawMs === null ? '' : ` (ready in ${(meanDrawMs / 1000).toFixed(1)} s on average)`}`];
  if (loadFailed > 0) parts.push(`could not be loaded ${times(loadFailed)}`);
  if (renderErrors > 0) parts.push(`broke while showing ${times(renderErrors)}`);
  return `In the last day it was ${parts.join(', ')}.`;
}

export function ReleaseHealthLine({ health }: { health: ReleaseHealth }) {
  return <p className="mb-0 mt-1">{releaseHealthWords(health)}</p>;
}
