import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { LoginResult, MemberLogAction } from '@greenroom/contracts';
import { EntityManager, Repository } from 'typeorm';
import { MemberLogEntryEntity } from './entities/member-log-entry.entity';

export interface MemberLogEvent {
  action: MemberLogAction;
  result: LoginResult;
  email: string | null;
  ipAddress: string | null;
  memberId?: string | null;
}

@Injectable()
export class MemberLogService {
  constructor(@InjectRepository(MemberLogEntryEntity) private readonly entries: Repository<MemberLogEntryEntity>) {}

  /** Pass `manager` to write the entry inside the caller's transaction. */
  async record(event: MemberLogEvent, manager?: EntityManager): Promise<void> {
    const repository = manager ? manager.getRepository(MemberLogEntryEntity) : this.entries;
    await repository.insert({
      actionType: event.action,
      loginResult: event.result,
      email: event.email,
      ipAddress: event.ipAddress,
      memberId: event.memberId ?? null,
    });
  }
}
