import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ReleaseToken } from '@greenroom/contracts';
import { DataSource } from 'typeorm';
import { memberFullNameSql } from '../../members/member-fields';

/** A token found by its hash, not revoked: what the release routes need to know about the caller. */
export interface ValidReleaseToken {
  id: string;
  label: string;
  remote: string | null;
}

const FOREIGN_KEY_VIOLATION = '23503';

const TOKEN_COLUMNS = `t.id, t.label, t.remote, to_json(t.created_at) #>> '{}' AS "createdAt",
  coalesce(${memberFullNameSql('m')}, 'a member') AS "createdBy",
  to_json(t.last_used_at) #>> '{}' AS "lastUsedAt", to_json(t.revoked_at) #>> '{}' AS "revokedAt"`;

/** All SQL of the release tokens. */
@Injectable()
export class ReleaseTokensRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Null when the remote does not exist (the foreign key refuses it). */
  async insert(token: { label: string; remote: string | null; tokenHash: string; createdByMemberId: string }): Promise<ReleaseToken | null> {
    try {
      const [row] = await this.dataSource.query<ReleaseToken[]>(
        `WITH t AS (INSERT INTO release_tokens (label, remote, token_hash, created_by_member_id) VALUES ($1, $2, $3, $4) RETURNING *)
         SELECT ${TOKEN_COLUMNS} FROM t LEFT JOIN members m ON m.id = t.created_by_member_id`,
        [token.label, token.remote, token.tokenHash, token.createdByMemberId],
      );
      return row;
    } catch (error) {
      if ((error as { code?: string }).code === FOREIGN_KEY_VIOLATION) return null;
      throw error;
    }
  }

  /** Newest first, revoked ones too (the activation log names them). */
  list(): Promise<ReleaseToken[]> {
    return this.dataSource.query<ReleaseToken[]>(
      `SELECT ${TOKEN_COLUMNS} FROM release_tokens t LEFT JOIN members m ON m.id = t.created_by_member_id ORDER BY t.created_at DESC`,
    );
  }

  /** False when there is no such token or it was revoked already. */
  async revoke(id: string): Promise<boolean> {
    // An UPDATE answers [rows, affected count] through TypeORM's pg driver.
    const [, affected] = await this.dataSource.query<[unknown[], number]>(
      `UPDATE release_tokens SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL`,
      [id],
    );
    return affected > 0;
  }

  /** The live token with this hash, marked as used now; null when unknown or revoked. */
  async use(tokenHash: string): Promise<ValidReleaseToken | null> {
    const [rows] = await this.dataSource.query<[ValidReleaseToken[], number]>(
      `UPDATE release_tokens SET last_used_at = now() WHERE token_hash = $1 AND revoked_at IS NULL RETURNING id, label, remote`,
      [tokenHash],
    );
    return rows[0] ?? null;
  }
}
