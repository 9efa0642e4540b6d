import { Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';

/** How long the planner's estimate of a search is reused: its statistics change only when the table is analyzed. */
const ESTIMATE_TTL_MS = 10 * 60_000;
/** Distinct searches remembered; the least recently used is forgotten first. */
const MAX_ESTIMATES = 1000;

/**
 * The planner's estimate of each search's matches (the "about N" of a first page, and the choice between the trigram
 * index and the name-ordered walk), by the estimated query's text. Asking the planner is a nested EXPLAIN per first
 * page, about a tenth of a search's time in PostgreSQL at 100,000 members; a search typed again within minutes reuses
 * the figure.
 */
@Injectable()
export class SearchEstimates {
  // Date's clock, which a test can set (lru-cache's own is the performance clock it was loaded with): minutes need no better.
  private readonly estimates = new LRUCache<string, number>({ max: MAX_ESTIMATES, ttl: ESTIMATE_TTL_MS, perf: Date });

  get(query: string): number | undefined {
    return this.estimates.get(query);
  }

  set(query: string, rows: number): void {
    this.estimates.set(query, rows);
  }
}
