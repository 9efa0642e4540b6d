import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';

/**
 * Inserts rows whose key is not there yet; existing rows (seeded or edited since) are left alone.
 * Returns how many were really inserted.
 */
export async function insertMissing<T extends ObjectLiteral>(manager: EntityManager, target: EntityTarget<T>, rows: T[]): Promise<number> {
  if (rows.length === 0) return 0;
  const result = await manager.createQueryBuilder().insert().into(target).values(rows).orIgnore().returning('1').execute();
  // With ON CONFLICT DO NOTHING, RETURNING yields only the rows really inserted.
  return Array.isArray(result.raw) ? result.raw.length : 0;
}
