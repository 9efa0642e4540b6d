import { BadRequestException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { ORGANIZER_ROLES, type HeadshotInfo } from '@greenroom/contracts';
import type { MemberEntity } from '../../members/entities/member.entity';
import { Transactions } from '../../database/transactions';
import { MembersService } from '../../members/members.service';
import { HeadshotStorage } from './headshot-storage';
import { HeadshotsRepository } from './headshots.repository';
import { normalizeHeadshot, NOT_AN_IMAGE } from './headshot-image';

export const headshotUrl = (memberId: string) => `/api/members/${memberId}/headshot`;

@Injectable()
export class HeadshotsService {
  constructor(
    private readonly headshots: HeadshotsRepository,
    private readonly members: MembersService,
    private readonly storage: HeadshotStorage,
    private readonly transactions: Transactions,
  ) {}

  /** A member reads and changes their own headshot; Leaders, Board and Admin also read others' (audition table). */
  private async checkAccess(memberId: string, viewer: MemberEntity, change: boolean): Promise<void> {
    if (memberId === viewer.id) return;
    if (!(await this.members.exists(memberId))) throw new NotFoundException('Member not found');
    if (change || !ORGANIZER_ROLES.includes(viewer.portalPermission)) throw new ForbiddenException('You can only use your own profile photo.');
  }

  async info(memberId: string, viewer: MemberEntity): Promise<HeadshotInfo | null> {
    await this.checkAccess(memberId, viewer, false);
    return (await this.infoFor([memberId])).get(memberId) ?? null;
  }

  async infoFor(memberIds: string[]): Promise<Map<string, HeadshotInfo>> {
    if (memberIds.length === 0) return new Map();
    const rows = await this.headshots.ofMembers(memberIds);
    return new Map(rows.map((row) => [row.memberId, { timeUploaded: Math.floor(row.uploadedAt.getTime() / 1000), url: headshotUrl(row.memberId) }]));
  }

  async read(memberId: string, viewer: MemberEntity): Promise<{ data: Buffer; contentType: string }> {
    await this.checkAccess(memberId, viewer, false);
    const row = await this.headshots.of(memberId);
    const data = row ? await this.storage.get(row.storageKey) : null;
    if (!row || !data) throw new NotFoundException('No profile photo has been uploaded.');
    return { data, contentType: row.contentType };
  }

  async upload(memberId: string, viewer: MemberEntity, file: { buffer: Buffer } | undefined, now = new Date()): Promise<HeadshotInfo> {
    await this.checkAccess(memberId, viewer, true);
    if (!file || file.buffer.length === 0) throw new BadRequestException(NOT_AN_IMAGE);
    const png = await normalizeHeadshot(file.buffer);
    // A new key per upload: portals sharing a directory (seeded ids repeat across databases) never overwrite each other.
    const storageKey = `${memberId}-${now.getTime()}.png`;
    const previous = await this.headshots.of(memberId);
    await this.storage.put(storageKey, png);
    // The new photo and its member-log entry together, as every change to a member's record is logged.
    await this.transactions.run(async () => {
      await this.headshots.save({ memberId, storageKey, contentType: 'image/png', uploadedAt: now });
      await this.members.recordOwnChange(viewer, [{ field: 'Headshot', before: previous ? 'photo' : '', after: 'new photo' }]);
    });
    if (previous && previous.storageKey !== storageKey) await this.storage.delete(previous.storageKey);
    return { timeUploaded: Math.floor(now.getTime() / 1000), url: headshotUrl(memberId) };
  }
}
