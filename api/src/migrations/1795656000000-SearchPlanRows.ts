import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `greenroom_plan_rows(query)`: the planner's estimate of the rows a query returns (EXPLAIN, planning only, no row
 * read), callable inside another statement, so a member search reads its page and its "about N" in one round trip.
 */
export class SearchPlanRows1795656000000 implements MigrationInterface {
  name = 'SearchPlanRows1795656000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION "greenroom_plan_rows"("query" text) RETURNS double precision LANGUAGE plpgsql AS $$
      DECLARE
        plan json;
      BEGIN
        EXECUTE 'EXPLAIN (FORMAT JSON) ' || query INTO plan;
        RETURN (plan -> 0 -> 'Plan' ->> 'Plan Rows')::double precision;
      END
      $$`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP FUNCTION "greenroom_plan_rows"(text)`);
  }
}
