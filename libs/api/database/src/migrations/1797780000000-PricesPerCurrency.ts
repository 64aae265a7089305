import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A price per currency (issue 22, item 1). Every existing price stays where it is, as the dollar price
 * (`edition.price`, the legacy contract's `editions[].price`); the other currencies' prices start empty
 * (`other_prices`, francs in whole numbers), and the studio's rates are kept in the shop's settings.
 */
export class PricesPerCurrency1797780000000 implements MigrationInterface {
  name = 'PricesPerCurrency1797780000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "edition" ADD "other_prices" jsonb NOT NULL DEFAULT '{}'`);
    await queryRunner.query(
      `ALTER TABLE "edition" ADD CONSTRAINT "edition_other_prices_object" CHECK (jsonb_typeof("other_prices") = 'object' AND NOT "other_prices" ? 'USD')`,
    );
    await queryRunner.query(
      `ALTER TABLE "edition" ADD CONSTRAINT "edition_rwf_price_whole" CHECK (NOT "other_prices" ? 'RWF' OR ("other_prices" ->> 'RWF') ~ '^(0|[1-9][0-9]{0,9})$')`,
    );
    await queryRunner.query(`ALTER TABLE "shop_settings" ADD "currency_rates" jsonb NOT NULL DEFAULT '{}'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "shop_settings" DROP COLUMN "currency_rates"`);
    await queryRunner.query(`ALTER TABLE "edition" DROP CONSTRAINT "edition_rwf_price_whole"`);
    await queryRunner.query(`ALTER TABLE "edition" DROP CONSTRAINT "edition_other_prices_object"`);
    await queryRunner.query(`ALTER TABLE "edition" DROP COLUMN "other_prices"`);
  }
}
