import { Injectable } from '@nestjs/common';
import { IsNull, type EntityMetadata } from 'typeorm';
import { Transactions } from '../database/transactions';
import { MemberEntity } from '../members/entities/member.entity';
import { TeamEntity } from '../teams/entities/team.entity';
import { SessionEntity } from './entities/session.entity';

/** A session as the access guard needs it, with its member (and the member's teams) already loaded. */
export interface SessionWithMember {
  id: string;
  memberId: string;
  lastSeenAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
  member: MemberEntity;
}

interface SessionMemberRow extends Record<string, unknown> {
  session_id: string;
  session_last_seen_at: Date;
  session_expires_at: Date;
  session_revoked_at: Date | null;
  session_teams: Record<string, unknown>[];
}

/**
 * All of the sessions table's SQL. The session check of every signed-in request is one plain query: the session,
 * its member and the member's teams by the token's hash (a unique index). TypeORM's relation loading took two
 * queries and its alias machinery for the same rows. Rows become entities through the entity metadata and the driver's own value
 * conversion, so every column (one added later too) arrives as TypeORM would have delivered it.
 */
@Injectable()
export class SessionRepository {
  private readonly memberMetadata: EntityMetadata;
  private readonly teamMetadata: EntityMetadata;
  private readonly sql: string;

  constructor(private readonly transactions: Transactions) {
    this.memberMetadata = transactions.manager.dataSource.getMetadata(MemberEntity);
    this.teamMetadata = transactions.manager.dataSource.getMetadata(TeamEntity);
    // A soft-deleted member is not joined: their session finds no row, as if it never existed.
    this.sql = `
      SELECT s.id AS session_id, s.last_seen_at AS session_last_seen_at, s.expires_at AS session_expires_at,
             s.revoked_at AS session_revoked_at, m.*,
             coalesce((SELECT json_agg(t.*) FROM member_teams mt JOIN teams t ON t.id = mt.team_id WHERE mt.member_id = m.id), '[]') AS session_teams
      FROM sessions s JOIN members m ON m.id = s.member_id AND m.deleted_at IS NULL
      WHERE s.token_hash = $1`;
  }

  async findByTokenHash(tokenHash: string): Promise<SessionWithMember | null> {
    const [row] = await this.transactions.manager.query<SessionMemberRow[]>(this.sql, [tokenHash]);
    if (!row) return null;
    const member = this.hydrate<MemberEntity>(this.memberMetadata, row);
    member.teams = row.session_teams.map((team) => this.hydrate<TeamEntity>(this.teamMetadata, team));
    return {
      id: row.session_id,
      memberId: member.id,
      lastSeenAt: row.session_last_seen_at,
      expiresAt: row.session_expires_at,
      revokedAt: row.session_revoked_at,
      member,
    };
  }

  /** Inside the caller's transaction when there is one (Transactions.run). */
  async insert(session: Omit<SessionEntity, 'id' | 'member'>): Promise<void> {
    await this.transactions.manager.getRepository(SessionEntity).insert(session);
  }

  /** Ends the session unless it had already ended; false when it had. */
  async end(sessionId: string, at: Date): Promise<boolean> {
    const result = await this.transactions.manager.getRepository(SessionEntity).update({ id: sessionId, revokedAt: IsNull() }, { revokedAt: at });
    return Boolean(result.affected);
  }

  /** Ends every open session of a member; how many ended. Inside Transactions.run it commits with the caller's change. */
  async endAllOf(memberId: string, at: Date): Promise<number> {
    const result = await this.transactions.manager.getRepository(SessionEntity).update({ memberId, revokedAt: IsNull() }, { revokedAt: at });
    return result.affected ?? 0;
  }

  async touch(sessionId: string, at: Date): Promise<void> {
    await this.transactions.manager.getRepository(SessionEntity).update({ id: sessionId }, { lastSeenAt: at });
  }

  private hydrate<T>(metadata: EntityMetadata, row: Record<string, unknown>): T {
    const entity = metadata.create() as Record<string, unknown>;
    for (const column of metadata.columns)
      entity[column.propertyName] = this.transactions.manager.dataSource.driver.prepareHydratedValue(row[column.databaseName], column);
    return entity as T;
  }
}
