import type { Rollout, RolloutEvent } from '@greenroom/contracts';

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/** 45 -> '45 seconds', 600 -> '10 minutes', 7200 -> '2 hours', 86400 -> '1 day'. */
export function durationWords(seconds: number): string {
  if (seconds % 86_400 === 0) return plural(seconds / 86_400, 'day');
  if (seconds % 3600 === 0) return plural(seconds / 3600, 'hour');
  if (seconds % 60 === 0) return plural(seconds / 60, 'minute');
  return plural(seconds, 'second');
}

/** 'about 10 in 100 members' */
export function shareWords(share: number): string {
  return `about ${share} in 100 members`;
}

/** The rule the trial is held to, in one or two sentences. */
export function ruleWords(
  rollout: Pick<Rollout, 'errorThresholdPercent' | 'windowSeconds' | 'minSessions' | 'autoAdvance' | 'stageSeconds'>,
): string {
  const back =
    `If more than ${rollout.errorThresholdPercent}% of the pages that show it go wrong within ${durationWords(rollout.windowSeconds)} ` +
    `(once it has been shown at least ${plural(rollout.minSessions, 'time')}), the portal takes it back by itself.`;
  const next = rollout.autoAdvance
    ? `If all goes well, each step moves on by itself after ${durationWords(rollout.stageSeconds)}.`
    : 'It moves on only when an Admin does it here.';
  return `${back} ${next}`;
}

/** Why a version was taken back: the figures of the rule's window. */
export function rollbackWords(figures: NonNullable<RolloutEvent['figures']>): string {
  return (
    `In the last ${durationWords(figures.windowSeconds)}, ${figures.errors} of ${figures.sessions} pages that showed it went wrong ` +
    `(${figures.errorPercent}%), more than the ${figures.thresholdPercent}% allowed.`
  );
}

/** One line of the history, after its date: who did what. `release` is the version in words. */
export function eventWords(event: RolloutEvent, release: string): string {
  switch (event.event) {
    case 'started':
      return `${event.by} started trying out the version registered ${release} with ${event.stage === 'share' ? `the Admins and ${shareWords(event.share)}` : 'the Admins only'}.`;
    case 'moved on':
      return `${event.by} moved the trial of the version registered ${release} on to the Admins and ${shareWords(event.share)}.`;
    case 'completed':
      return `${event.by} gave the version registered ${release} to everyone.`;
    case 'rolled back':
      return `The portal took the version registered ${release} back by itself: everyone sees the version before again. ${event.figures ? rollbackWords(event.figures) : ''}`.trim();
    case 'stopped':
      return `${event.by} stopped trying out the version registered ${release}: everyone sees the current version again.`;
    case 'replaced':
      return `${event.by} activated another version, which ended the trial of the version registered ${release}.`;
  }
}
