import { ConflictException } from '@nestjs/common';
import { staleVersionMessage } from '@greenroom/contracts';
import { Column, type EntityManager, type EntityTarget, type FindOptionsWhere, type ObjectLiteral } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';

/**
 * The version a save must name. Raised by the table's trigger on every UPDATE of the row (migration RecordVersions),
 * so whatever a save writes into it is replaced by the stored one plus one.
 */
export function RecordVersion(): PropertyDecorator {
  return Column({ type: 'integer', default: 1 });
}

/**
 * Writes `columns` to the row only while it still has `version`, as one statement: of two saves built from the same
 * read, the second finds the version moved and writes nothing (PostgreSQL re-reads the row it waited for). For
 * repositories only; an empty `columns` still takes the row (raising its version and locking it to the transaction).
 */
export async function updateAtVersion<T extends ObjectLiteral & { id: string; version: number }>(
  manager: EntityManager,
  target: EntityTarget<T>,
  id: string,
  version: number,
  columns: Partial<T>,
): Promise<boolean> {
  const where = { id, version } as FindOptionsWhere<T>;
  const result = await manager.update(target, where, { version, ...columns } as QueryDeepPartialEntity<T>);
  return (result.affected ?? 0) > 0;
}

/** The 409 for a save built from an older version: what differs now between the stored record and the save, by its labels. */
export function staleVersion(record: string, changedLabels: readonly string[]): ConflictException {
  return new ConflictException(staleVersionMessage(record, changedLabels));
}

function comparable(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * The labels of the fields whose stored value differs from the refused save's, for staleVersion. Each field is
 * `[stored, sent]`; a field not sent (undefined) is left out, and empty text counts as none.
 */
export function differingLabels(fields: Record<string, readonly [stored: unknown, sent: unknown]>): string[] {
  return Object.entries(fields)
    .filter(([, [stored, sent]]) => sent !== undefined && comparable(stored) !== comparable(sent))
    .map(([label]) => label);
}
