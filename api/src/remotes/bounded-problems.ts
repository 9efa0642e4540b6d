/** Most reasons kept for a refused release, and most characters of each: the record is for people to read. */
export const MAX_STORED_PROBLEMS = 20;
export const MAX_PROBLEM_LENGTH = 300;

/**
 * A manifest is the team's data, not ours: a 2,000-character name or a thousand bad shared entries must not grow the
 * record past what the Releases screen (and its response contract) can hold. Long reasons are cut, and past the cap
 * one line says how many more there were.
 */
export function boundedProblems(problems: string[]): string[] {
  const cut = (problem: string) => (problem.length > MAX_PROBLEM_LENGTH ? `${problem.slice(0, MAX_PROBLEM_LENGTH - 1)}…` : problem);
  if (problems.length <= MAX_STORED_PROBLEMS) return problems.map(cut);
  const kept = problems.slice(0, MAX_STORED_PROBLEMS - 1).map(cut);
  return [...kept, `… and ${problems.length - kept.length} more problems`];
}
