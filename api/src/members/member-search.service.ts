import { ForbiddenException, Injectable } from '@nestjs/common';
import {
  FULL_VIEW_FORBIDDEN_MESSAGE,
  MemberSearchCriteria,
  ORGANIZER_ROLES,
  MemberSearchRequest,
  MemberSearchResponse,
  SEARCH_COUNT_LIMIT,
  SEARCH_PAGE_SIZE,
  type Role,
  type SearchTotal,
} from '@greenroom/contracts';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { csvStream } from '../common/csv/csv-writer';
import type { MemberEntity } from './entities/member.entity';
import { memberCsvLayout } from './member-csv';
import { MemberExportLimitService } from './member-export-limit.service';
import { MemberSearchRepository } from './member-search.repository';
import { decodeSearchCursor, encodeSearchCursor } from './search-cursor';
import { SearchResults } from './search-results';

/** An estimate shown as "about 43,000", not "about 43,219": two significant digits. */
function roughly(estimate: number): number {
  if (estimate < 100) return Math.round(estimate);
  const unit = 10 ** (Math.floor(Math.log10(estimate)) - 1);
  return Math.round(estimate / unit) * unit;
}

@Injectable()
export class MemberSearchService {
  constructor(
    private readonly repository: MemberSearchRepository,
    private readonly exportLimit: MemberExportLimitService,
    private readonly results: SearchResults,
  ) {}

  /**
   * A page of 50 in the result columns; the full records only when an organizer asks for them. The same request
   * asked again while nothing searched has changed is answered with the page kept (SearchResults).
   */
  async search(request: MemberSearchRequest, callerRole: Role): Promise<MemberSearchResponse> {
    if (request.view === 'full' && !ORGANIZER_ROLES.includes(callerRole)) throw new ForbiddenException(FULL_VIEW_FORBIDDEN_MESSAGE);
    const key = this.results.keeps ? this.results.key(await this.repository.version(), request, callerRole) : null;
    const kept = this.results.get(key);
    if (kept) return kept;
    const page = await this.read(request, callerRole);
    this.results.set(key, page);
    return page;
  }

  private async read(request: MemberSearchRequest, callerRole: Role): Promise<MemberSearchResponse> {
    const { cursor, count = false, view = 'directory', ...criteria } = request;
    const after = cursor === undefined ? null : decodeSearchCursor(cursor);
    const page =
      view === 'full'
        ? { view, ...(await this.repository.page(criteria, callerRole, view, after, SEARCH_PAGE_SIZE)) }
        : { view, ...(await this.repository.page(criteria, callerRole, view, after, SEARCH_PAGE_SIZE)) };
    const total = await this.total(criteria, callerRole, {
      first: after === null,
      shown: page.members.length,
      more: page.next !== null,
      count,
      estimate: page.estimate,
    });
    const nextCursor = page.next ? encodeSearchCursor(page.next) : null;
    return page.view === 'full'
      ? { view: page.view, members: page.members, total, nextCursor }
      : { view: page.view, members: page.members, total, nextCursor };
  }

  /**
   * A first page that is also the last is its own exact count, for free. Otherwise matches are counted only when
   * asked (and then only up to SEARCH_COUNT_LIMIT); a first page gets the planner's estimate, which reads no row.
   */
  private async total(
    criteria: MemberSearchCriteria,
    callerRole: Role,
    page: { first: boolean; shown: number; more: boolean; count: boolean; estimate: number | null },
  ): Promise<SearchTotal | null> {
    if (page.first && !page.more) return { value: page.shown, kind: 'exact' };
    if (page.count) {
      const counted = await this.repository.countUpTo(criteria, callerRole, SEARCH_COUNT_LIMIT + 1);
      return counted > SEARCH_COUNT_LIMIT ? { value: SEARCH_COUNT_LIMIT, kind: 'more-than' } : { value: counted, kind: 'exact' };
    }
    if (!page.first) return null;
    // A first page carries the planner's estimate. It was full and one more row exists: whatever the planner
    // thinks, there are more than `shown`.
    return { value: roughly(Math.max(page.estimate ?? 0, page.shown + 1)), kind: 'about' };
  }

  /**
   * Counts the export against the caller's hourly limit, then streams every matching member as CSV, batch by
   * batch, into what `open` answers (called only once the export may go ahead, so a refusal is a JSON error).
   */
  async exportCsv(criteria: MemberSearchCriteria, caller: MemberEntity, open: () => Writable): Promise<void> {
    await this.exportLimit.count(caller.id);
    const repository = this.repository;
    const layout = memberCsvLayout(caller.portalPermission);
    async function* rows(): AsyncGenerator<string[]> {
      for await (const batch of repository.all(criteria, caller.portalPermission)) {
        for (const member of batch) yield layout.row(member);
      }
    }
    await pipeline(rows(), csvStream(layout.columns), open());
  }
}
