import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Newsletter double opt-in: an address counts as a subscriber once it confirmed (the link in its
 * confirmation mail). The addresses subscribed before this were welcomed under the old rule: they stay
 * subscribers, confirmed when they signed up.
 */
export class NewsletterConfirmation1797730000000 implements MigrationInterface {
  name = 'NewsletterConfirmation1797730000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "newsletter_subscriber" ADD "confirmed_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "newsletter_subscriber" ADD "confirmation_sent_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`UPDATE "newsletter_subscriber" SET "confirmed_at" = "created_at"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "newsletter_subscriber" DROP COLUMN "confirmation_sent_at"`);
    await queryRunner.query(`ALTER TABLE "newsletter_subscriber" DROP COLUMN "confirmed_at"`);
  }
}
