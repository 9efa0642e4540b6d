import { Injectable } from '@nestjs/common';
import type { MemberSearchRequest, MemberSearchResponse, Role } from '@greenroom/contracts';
import { LRUCache } from 'lru-cache';
import { AppConfig } from '../config/app-config';
import { AppMetrics } from '../metrics/app-metrics';

/**
 * Search pages this API replica has answered, each kept under the version of the searched tables it was read at
 * (member_search_version, moved by every committed write to members, their teams or the teams). A page is given again
 * only for the same request, by the same role, while that version is still the current one: a change anywhere in
 * what a search reads makes every kept page unreachable, on every replica at once, so a kept page is never older than
 * a fresh read would be. The version is read before the search, so a write committed in between only means the page
 * is newer than its key. Pages of versions gone are forgotten, least recently used first
 * (MEMBER_SEARCH_PAGES_KEPT; 0 keeps none).
 */
@Injectable()
export class SearchResults {
  private readonly pages: LRUCache<string, MemberSearchResponse> | null;

  constructor(
    config: AppConfig,
    private readonly metrics: AppMetrics,
  ) {
    this.pages = config.memberSearchPagesKept > 0 ? new LRUCache({ max: config.memberSearchPagesKept }) : null;
  }

  /** False with MEMBER_SEARCH_PAGES_KEPT=0: then no version need be read. */
  get keeps(): boolean {
    return this.pages !== null;
  }

  /** Where a request's page is kept at `version`; null without a version (its row missing): then nothing is kept. */
  key(version: string | null, request: MemberSearchRequest, callerRole: Role): string | null {
    return version === null ? null : `${version} ${callerRole} ${JSON.stringify(request)}`;
  }

  /** The page kept under `key`, if any; counted either way (greenroom_member_search_pages_total). */
  get(key: string | null): MemberSearchResponse | undefined {
    const page = key === null ? undefined : this.pages?.get(key);
    this.metrics.memberSearchPages.inc({ answer: page ? 'kept' : 'read' });
    return page;
  }

  set(key: string | null, page: MemberSearchResponse): void {
    if (key !== null) this.pages?.set(key, page);
  }
}
