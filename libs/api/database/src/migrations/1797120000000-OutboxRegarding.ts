import { MigrationInterface, QueryRunner } from 'typeorm';

/** What a mail is about (a commission request, a subscriber), so deleting that on request deletes its mail too. */
export class OutboxRegarding1797120000000 implements MigrationInterface {
  name = 'OutboxRegarding1797120000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "outbox_message" ADD "regarding" character varying(100)`);
    await queryRunner.query(`CREATE INDEX "IDX_e1bfb159bcee9bfe650facd72f" ON "outbox_message" ("regarding")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_e1bfb159bcee9bfe650facd72f"`);
    await queryRunner.query(`ALTER TABLE "outbox_message" DROP COLUMN "regarding"`);
  }
}
