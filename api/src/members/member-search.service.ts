import { Injectable } from '@nestjs/common';
import { MEMBER_CSV_COLUMNS, MemberSearchCriteria, ORGANIZER_ROLES, MemberSearchRequest, MemberSearchResponse, SEARCH_PAGE_SIZE, type Role } from '@greenroom/contracts';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { csvStream } from '../common/csv/csv-writer';
import { memberCsvRow } from './member-csv';
import { toDirectoryMember } from './member.mapper';
import { MemberSearchRepository } from './member-search.repository';

@Injectable()
export class MemberSearchService {
  constructor(private readonly repository: MemberSearchRepository) {}

  /** Leader, Board and Admin see the full records; a Member only the directory's columns. */
  async search(request: MemberSearchRequest, callerRole: Role): Promise<MemberSearchResponse> {
    const { offset = 0, limit = SEARCH_PAGE_SIZE, ...criteria } = request;
    const { members, total, totalCapped } = await this.repository.page(criteria, callerRole, offset, limit);
    const page = { total, totalCapped, offset, limit };
    if (ORGANIZER_ROLES.includes(callerRole)) return { view: 'full', members, ...page };
    return { view: 'directory', members: members.map(toDirectoryMember), ...page };
  }

  /** Streams every matching member as CSV into `output`, batch by batch. */
  async exportCsv(criteria: MemberSearchCriteria, callerRole: Role, output: Writable): Promise<void> {
    const repository = this.repository;
    async function* rows(): AsyncGenerator<string[]> {
      for await (const batch of repository.all(criteria, callerRole)) {
        for (const member of batch) yield memberCsvRow(member);
      }
    }
    await pipeline(rows(), csvStream(MEMBER_CSV_COLUMNS), output);
  }
}
