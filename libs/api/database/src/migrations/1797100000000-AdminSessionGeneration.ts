import { MigrationInterface, QueryRunner } from 'typeorm';

/** A password change ends every session signed before it: tokens carry the admin's session generation. */
export class AdminSessionGeneration1797100000000 implements MigrationInterface {
  name = 'AdminSessionGeneration1797100000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "admin" ADD "session_generation" integer NOT NULL DEFAULT '0'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "admin" DROP COLUMN "session_generation"`);
  }
}
