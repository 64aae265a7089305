import { MigrationInterface, QueryRunner } from 'typeorm';

/** A digest of the client address that placed an order: what one client holds at once is capped (HOLD_LINES_PER_CLIENT). */
export class OrderClientTag1797610000000 implements MigrationInterface {
  name = 'OrderClientTag1797610000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "customer_order" ADD "client_tag" character varying(32)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "customer_order" DROP COLUMN "client_tag"`);
  }
}
