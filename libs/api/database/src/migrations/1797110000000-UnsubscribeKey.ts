import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Unsubscribe links get their own key. The links already sent were signed with the admin tokens' key:
 * the subscribers of that time are marked, and for them only such a link is still accepted.
 */
export class UnsubscribeKey1797110000000 implements MigrationInterface {
  name = 'UnsubscribeKey1797110000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "newsletter_subscriber" ADD "legacy_unsubscribe_link" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`UPDATE "newsletter_subscriber" SET "legacy_unsubscribe_link" = true`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "newsletter_subscriber" DROP COLUMN "legacy_unsubscribe_link"`);
  }
}
