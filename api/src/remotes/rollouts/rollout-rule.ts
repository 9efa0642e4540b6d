/** What the reports of a staged release held over the rule's window. */
export interface WindowFigures {
  /** Reported draws of the release (each a page that showed the remote): the 'sessions' of the rule. */
  sessions: number;
  /** Of those, failed to load or failed while drawing. */
  errors: number;
}

export interface RolloutRule {
  errorThresholdPercent: number;
  minSessions: number;
  autoAdvance: boolean;
  stageSeconds: number;
}

export type RolloutDecision = 'roll back' | 'move on' | 'wait';

/** Errors as a percent of sessions, to one decimal (0 without sessions). */
export function errorPercent({ sessions, errors }: WindowFigures): number {
  return sessions === 0 ? 0 : Math.round((errors / sessions) * 1000) / 10;
}

/**
 * The rule a staged release is held to. It rolls back once the window has at least `minSessions` sessions and more
 * than the threshold of them went wrong (a few unlucky loads are not a verdict). Otherwise, when the release says so,
 * a stage whose time is up moves on; a stage too quiet to judge moves on too, and the next, larger stage is judged.
 */
export function decide(figures: WindowFigures, rule: RolloutRule, stageAgeSeconds: number): RolloutDecision {
  const overThreshold = figures.errors * 100 > rule.errorThresholdPercent * figures.sessions;
  if (figures.sessions >= rule.minSessions && overThreshold) return 'roll back';
  if (rule.autoAdvance && stageAgeSeconds >= rule.stageSeconds && !overThreshold) return 'move on';
  return 'wait';
}
