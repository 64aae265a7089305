import { MigrationInterface, QueryRunner } from 'typeorm';

/** Page views stored before order numbers and visit references were kept out of them: the keys are replaced by the route's pattern. */
export class PrivatePageViews1795650000000 implements MigrationInterface {
  name = 'PrivatePageViews1795650000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`UPDATE "page_view" SET "path" = '/order/:number' WHERE "path" ~* '^/order/[^/]+/?$'`);
    await queryRunner.query(`UPDATE "page_view" SET "path" = '/visit/:reference' WHERE "path" ~* '^/visit/[^/]+/?$'`);
  }

  public async down(): Promise<void> {
    // The numbers are gone on purpose: nothing to restore.
  }
}
