import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One normalization for finding a name however it was typed: `greenroom_search_key(text)` is NFC, without accents
 * (unaccent: "Zoë" and "Zoe\u0308" are "zoe"), lower-cased (Greek capitals find small letters; final sigma is
 * sigma), without apostrophes ("O’Brien", "O'Brien" and "obrien" are one), every dash a hyphen-minus. Search (first
 * and last names) compares keys, so the trigram indexes are on the keys: the one on members.first_name and the one
 * on member_last_names.last_name are replaced. unaccent is STABLE (its dictionary could change); the function names
 * the dictionary itself, which is what lets an index use it, and is the usual way to index unaccent.
 */
/**
 * A stored name's key as the search writes it (`nameKey` in member-search.repository.ts, which must stay equal for
 * the planner to use these indexes): an ASCII name's key without the function call, the same text the function gives.
 */
const nameKey = (column: string) =>
  `(CASE WHEN octet_length(${column}) = char_length(${column}) THEN translate(lower(${column}), '''\`', '') ELSE greenroom_search_key(${column}) END)`;

export class SearchKeys1795482800000 implements MigrationInterface {
  name = 'SearchKeys1795482800000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS unaccent`);
    await queryRunner.query(`
            CREATE FUNCTION "greenroom_search_key"("text" text) RETURNS text
            LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
            RETURN translate(
                lower(public.unaccent('public.unaccent'::regdictionary, normalize("text", NFC))),
                '‐‑‒–—―−﹣－ς''’‘‛ʼʹ′´\`＇',
                '---------σ'
            )`);
    await queryRunner.query(`DROP INDEX "public"."members_first_name_trgm_idx"`);
    await queryRunner.query(`CREATE INDEX "members_first_name_trgm_idx" ON "members" USING gin (${nameKey('"first_name"')} gin_trgm_ops)`);
    await queryRunner.query(`DROP INDEX "public"."member_last_names_trgm_idx"`);
    await queryRunner.query(`CREATE INDEX "member_last_names_trgm_idx" ON "member_last_names" USING gin (${nameKey('"last_name"')} gin_trgm_ops)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."member_last_names_trgm_idx"`);
    await queryRunner.query(`CREATE INDEX "member_last_names_trgm_idx" ON "member_last_names" USING gin ("last_name" gin_trgm_ops)`);
    await queryRunner.query(`DROP INDEX "public"."members_first_name_trgm_idx"`);
    await queryRunner.query(`CREATE INDEX "members_first_name_trgm_idx" ON "members" USING gin ("first_name" gin_trgm_ops)`);
    await queryRunner.query(`DROP FUNCTION "greenroom_search_key"(text)`);
  }
}
