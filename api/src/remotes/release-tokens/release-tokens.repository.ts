import { Injectable } from '@nestjs/common';
import type { ReleaseToken, ReleaseTokenEnvironment, ReleaseTokenScope } from '@greenroom/contracts';
import { memberFullNameSql } from '../../members/member-fields';
import { Transactions } from '../../database/transactions';

/** A token found by its hash, neither revoked nor expired: what the release routes need to know about the caller. */
export interface ValidReleaseToken {
  id: string;
  label: string;
  remote: string | null;
  scope: ReleaseTokenScope;
}

export interface NewReleaseToken {
  label: string;
  remote: string;
  environment: ReleaseTokenEnvironment;
  scope: ReleaseTokenScope;
  expiresInDays: number;
  tokenHash: string;
  createdByMemberId: string;
}

const FOREIGN_KEY_VIOLATION = '23503';
const UNIQUE_VIOLATION = '23505';

const TOKEN_COLUMNS = `t.id, t.label, t.remote, t.environment, t.scope, to_json(t.expires_at) #>> '{}' AS "expiresAt",
  to_json(t.created_at) #>> '{}' AS "createdAt",
  coalesce(${memberFullNameSql('m')}, 'a member') AS "createdBy",
  to_json(t.last_used_at) #>> '{}' AS "lastUsedAt", to_json(t.revoked_at) #>> '{}' AS "revokedAt"`;

/** All SQL of the release tokens. */
@Injectable()
export class ReleaseTokensRepository {
  constructor(private readonly transactions: Transactions) {}

  /**
   * 'no remote' when the remote does not exist (the foreign key refuses it); 'taken' when the remote has a live
   * token for this environment already. An expired one is revoked first: it no longer counts as live.
   */
  async insert(token: NewReleaseToken): Promise<ReleaseToken | 'no remote' | 'taken'> {
    try {
      return await this.transactions.run(async () => {
        await this.transactions.manager.query(
          `UPDATE release_tokens SET revoked_at = now() WHERE remote = $1 AND environment = $2 AND revoked_at IS NULL AND expires_at <= now()`,
          [token.remote, token.environment],
        );
        const [row] = await this.transactions.manager.query<ReleaseToken[]>(
          `WITH t AS (
             INSERT INTO release_tokens (label, remote, environment, scope, expires_at, token_hash, created_by_member_id)
             VALUES ($1, $2, $3, $4, now() + make_interval(days => $5), $6, $7) RETURNING *)
           SELECT ${TOKEN_COLUMNS} FROM t LEFT JOIN members m ON m.id = t.created_by_member_id`,
          [token.label, token.remote, token.environment, token.scope, token.expiresInDays, token.tokenHash, token.createdByMemberId],
        );
        return row;
      });
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === FOREIGN_KEY_VIOLATION) return 'no remote';
      if (code === UNIQUE_VIOLATION && (error as { constraint?: string }).constraint === 'release_tokens_one_live_per_remote') return 'taken';
      throw error;
    }
  }

  /** Newest first, revoked ones too (the activation log names them). */
  list(): Promise<ReleaseToken[]> {
    return this.transactions.manager.query<ReleaseToken[]>(
      `SELECT ${TOKEN_COLUMNS} FROM release_tokens t LEFT JOIN members m ON m.id = t.created_by_member_id ORDER BY t.created_at DESC`,
    );
  }

  /** False when there is no such token or it was revoked already. */
  async revoke(id: string): Promise<boolean> {
    // An UPDATE answers [rows, affected count] through TypeORM's pg driver.
    const [, affected] = await this.transactions.manager.query<[unknown[], number]>(
      `UPDATE release_tokens SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL`,
      [id],
    );
    return affected > 0;
  }

  /** The live token with this hash, marked as used now; null when unknown, revoked or expired. */
  async use(tokenHash: string): Promise<ValidReleaseToken | null> {
    const [rows] = await this.transactions.manager.query<[ValidReleaseToken[], number]>(
      `UPDATE release_tokens SET last_used_at = now() WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > now() RETURNING id, label, remote, scope`,
      [tokenHash],
    );
    return rows[0] ?? null;
  }
}
