import { MigrationInterface, QueryRunner } from 'typeorm';

/** The payment sandbox's mobile-money push: the request waiting on the simulated phone of an invoice's payer. */
export class SandboxMobileMoneyPush1797750000000 implements MigrationInterface {
  name = 'SandboxMobileMoneyPush1797750000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "sandbox_invoice" ADD "push_provider" character varying(10)`);
    await queryRunner.query(`ALTER TABLE "sandbox_invoice" ADD "push_account" character varying(20)`);
    await queryRunner.query(`ALTER TABLE "sandbox_invoice" ADD "push_status" character varying(10)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "sandbox_invoice" DROP COLUMN "push_status"`);
    await queryRunner.query(`ALTER TABLE "sandbox_invoice" DROP COLUMN "push_account"`);
    await queryRunner.query(`ALTER TABLE "sandbox_invoice" DROP COLUMN "push_provider"`);
  }
}
