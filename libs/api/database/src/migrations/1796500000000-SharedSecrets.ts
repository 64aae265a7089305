import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Secrets every instance must share (the admin tokens' signing key, the payment sandbox's key...)
 * when they are not configured: made once by whichever instance needs one first, read by all.
 */
export class SharedSecrets1796500000000 implements MigrationInterface {
  name = 'SharedSecrets1796500000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "shared_secret" ("name" character varying(64) NOT NULL, "value" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_shared_secret" PRIMARY KEY ("name"))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "shared_secret"`);
  }
}
