import { Injectable } from '@nestjs/common';

/** How long the planner's estimate of a search is reused: its statistics change only when the table is analyzed. */
const ESTIMATE_TTL_MS = 10 * 60_000;
/** Distinct searches remembered; the oldest is forgotten first. */
const MAX_ESTIMATES = 1000;

/**
 * The planner's estimate of each search's matches (the "about N" of a first page, and the choice between the trigram
 * index and the name-ordered walk), by the estimated query's text. Asking the planner is a nested EXPLAIN per first
 * page, about a tenth of a search's time in PostgreSQL at 100,000 members; a search typed again within minutes reuses
 * the figure. Only estimates are kept here: pages and exact counts are always read.
 */
@Injectable()
export class SearchEstimates {
  private readonly estimates = new Map<string, { rows: number; until: number }>();

  get(query: string): number | undefined {
    const entry = this.estimates.get(query);
    if (entry === undefined) return undefined;
    if (entry.until > Date.now()) return entry.rows;
    this.estimates.delete(query);
    return undefined;
  }

  set(query: string, rows: number): void {
    this.estimates.delete(query);
    if (this.estimates.size >= MAX_ESTIMATES) this.estimates.delete(this.estimates.keys().next().value as string);
    this.estimates.set(query, { rows, until: Date.now() + ESTIMATE_TTL_MS });
  }
}
