import { MigrationInterface, QueryRunner } from 'typeorm';

/** The studio's return policy per kind of work (issue 24): empty until the studio writes one. */
export class ReturnPolicies1797740000001 implements MigrationInterface {
  name = 'ReturnPolicies1797740000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "shop_settings" ADD "return_policy_original" text NOT NULL DEFAULT ''`);
    await queryRunner.query(`ALTER TABLE "shop_settings" ADD "return_policy_limited" text NOT NULL DEFAULT ''`);
    await queryRunner.query(`ALTER TABLE "shop_settings" ADD "return_policy_open" text NOT NULL DEFAULT ''`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "shop_settings" DROP COLUMN "return_policy_open"`);
    await queryRunner.query(`ALTER TABLE "shop_settings" DROP COLUMN "return_policy_limited"`);
    await queryRunner.query(`ALTER TABLE "shop_settings" DROP COLUMN "return_policy_original"`);
  }
}
