import { MigrationInterface, QueryRunner } from 'typeorm';

export class Initial1795300000000 implements MigrationInterface {
  name = 'Initial1795300000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "admin" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "user_name" character varying(100) NOT NULL,
                "password_hash" character varying(200) NOT NULL,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "UQ_e2ca4b65f127467fe2dd1f4d7ce" UNIQUE ("user_name"),
                CONSTRAINT "PK_e032310bcef831fb83101899b10" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE TABLE "revoked_token" (
                "jti" uuid NOT NULL,
                "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
                CONSTRAINT "PK_51805a32c382d2841b953c16880" PRIMARY KEY ("jti")
            )
        `);
    await queryRunner.query(`
            CREATE TABLE "asset" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "key" character varying(64) NOT NULL,
                "path" character varying(300) NOT NULL,
                "width" integer NOT NULL,
                "height" integer NOT NULL,
                "variants" jsonb NOT NULL DEFAULT '[]',
                "pending" boolean NOT NULL DEFAULT false,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "UQ_0f902406b0d4f26cdc29769ef47" UNIQUE ("key"),
                CONSTRAINT "PK_1209d107fe21482beaea51b745e" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE TABLE "artist" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "name" character varying(200) NOT NULL,
                "description" text NOT NULL,
                "image_id" uuid NOT NULL,
                "x" character varying(500),
                "instagram" character varying(500),
                "linkedin" character varying(500),
                "facebook" character varying(500),
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_55b76e71568b5db4d01d3e394ed" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE TABLE "category" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "name" character varying(200) NOT NULL,
                "image_id" uuid NOT NULL,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_9c4e4a89e3674fc9f382d733f03" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE TABLE "collection" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "name" character varying(200) NOT NULL,
                "image_id" uuid NOT NULL,
                "category_id" uuid NOT NULL,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_ad3f485bbc99d875491f44d7c85" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE TABLE "art_image" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "art_id" uuid NOT NULL,
                "asset_id" uuid NOT NULL,
                "position" integer NOT NULL DEFAULT '0',
                CONSTRAINT "PK_1ddfc7b3170bd71e4896abfde74" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_561bc3078e9bcfc47e0788da57" ON "art_image" ("art_id")
        `);
    await queryRunner.query(`
            CREATE TABLE "edition" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "art_id" uuid NOT NULL,
                "edition_type" character varying(100) NOT NULL,
                "price" numeric(12, 2) NOT NULL,
                "position" integer NOT NULL DEFAULT '0',
                CONSTRAINT "edition_price_not_negative" CHECK ("price" >= 0),
                CONSTRAINT "PK_059549460a1473d4477f2f041ff" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_32aa9adc6850fbfa7fe2c16dc9" ON "edition" ("art_id")
        `);
    await queryRunner.query(`
            CREATE TABLE "art" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "art_name" character varying(200) NOT NULL,
                "product_code" character varying(100) NOT NULL,
                "art_description" text NOT NULL,
                "art_size" character varying(200) NOT NULL,
                "art_material" character varying(200) NOT NULL,
                "quantity" integer NOT NULL,
                "artist_id" uuid NOT NULL,
                "category_id" uuid,
                "collection_id" uuid,
                "cover_image_id" uuid,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "art_exactly_one_of_category_or_collection" CHECK (
                    ("category_id" IS NULL) <> ("collection_id" IS NULL)
                ),
                CONSTRAINT "art_quantity_not_negative" CHECK ("quantity" >= 0),
                CONSTRAINT "PK_d7867f9fa7239b188ec631066bb" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "art_product_code_key" ON "art" ("product_code")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_f93cca3b7f551c346ce51d4b46" ON "art" ("artist_id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_61425b7fe637668581d6fb7f59" ON "art" ("category_id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_2ecf181d1f765a67756c0567e3" ON "art" ("collection_id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_7da040d63f56410c74c3dd5502" ON "art" ("created_at")
        `);
    await queryRunner.query(`
            CREATE TABLE "team_member" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "name" character varying(200) NOT NULL,
                "position" character varying(200) NOT NULL,
                "image_id" uuid NOT NULL,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_649680684d72a20d279641469c5" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            ALTER TABLE "artist"
            ADD CONSTRAINT "FK_a8f5353a7019cafadfb658c7874" FOREIGN KEY ("image_id") REFERENCES "asset"("id") ON DELETE RESTRICT ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "category"
            ADD CONSTRAINT "FK_dc252738f70366595ac88f5a98f" FOREIGN KEY ("image_id") REFERENCES "asset"("id") ON DELETE RESTRICT ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "collection"
            ADD CONSTRAINT "FK_bc19130c6c35417e592c5e01b19" FOREIGN KEY ("image_id") REFERENCES "asset"("id") ON DELETE RESTRICT ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "collection"
            ADD CONSTRAINT "FK_abe7af4c05aae026475039fd7b7" FOREIGN KEY ("category_id") REFERENCES "category"("id") ON DELETE RESTRICT ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "art_image"
            ADD CONSTRAINT "FK_561bc3078e9bcfc47e0788da57f" FOREIGN KEY ("art_id") REFERENCES "art"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "art_image"
            ADD CONSTRAINT "FK_cb00c2380f2272970ab1820915b" FOREIGN KEY ("asset_id") REFERENCES "asset"("id") ON DELETE RESTRICT ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "edition"
            ADD CONSTRAINT "FK_32aa9adc6850fbfa7fe2c16dc9e" FOREIGN KEY ("art_id") REFERENCES "art"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "art"
            ADD CONSTRAINT "FK_f93cca3b7f551c346ce51d4b467" FOREIGN KEY ("artist_id") REFERENCES "artist"("id") ON DELETE RESTRICT ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "art"
            ADD CONSTRAINT "FK_61425b7fe637668581d6fb7f59d" FOREIGN KEY ("category_id") REFERENCES "category"("id") ON DELETE RESTRICT ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "art"
            ADD CONSTRAINT "FK_2ecf181d1f765a67756c0567e38" FOREIGN KEY ("collection_id") REFERENCES "collection"("id") ON DELETE RESTRICT ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "art"
            ADD CONSTRAINT "FK_70c9c9ba7855e21f88cff645ab5" FOREIGN KEY ("cover_image_id") REFERENCES "asset"("id") ON DELETE RESTRICT ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "team_member"
            ADD CONSTRAINT "FK_74fc54170221cfa390168c29048" FOREIGN KEY ("image_id") REFERENCES "asset"("id") ON DELETE RESTRICT ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "team_member" DROP CONSTRAINT "FK_74fc54170221cfa390168c29048"
        `);
    await queryRunner.query(`
            ALTER TABLE "art" DROP CONSTRAINT "FK_70c9c9ba7855e21f88cff645ab5"
        `);
    await queryRunner.query(`
            ALTER TABLE "art" DROP CONSTRAINT "FK_2ecf181d1f765a67756c0567e38"
        `);
    await queryRunner.query(`
            ALTER TABLE "art" DROP CONSTRAINT "FK_61425b7fe637668581d6fb7f59d"
        `);
    await queryRunner.query(`
            ALTER TABLE "art" DROP CONSTRAINT "FK_f93cca3b7f551c346ce51d4b467"
        `);
    await queryRunner.query(`
            ALTER TABLE "edition" DROP CONSTRAINT "FK_32aa9adc6850fbfa7fe2c16dc9e"
        `);
    await queryRunner.query(`
            ALTER TABLE "art_image" DROP CONSTRAINT "FK_cb00c2380f2272970ab1820915b"
        `);
    await queryRunner.query(`
            ALTER TABLE "art_image" DROP CONSTRAINT "FK_561bc3078e9bcfc47e0788da57f"
        `);
    await queryRunner.query(`
            ALTER TABLE "collection" DROP CONSTRAINT "FK_abe7af4c05aae026475039fd7b7"
        `);
    await queryRunner.query(`
            ALTER TABLE "collection" DROP CONSTRAINT "FK_bc19130c6c35417e592c5e01b19"
        `);
    await queryRunner.query(`
            ALTER TABLE "category" DROP CONSTRAINT "FK_dc252738f70366595ac88f5a98f"
        `);
    await queryRunner.query(`
            ALTER TABLE "artist" DROP CONSTRAINT "FK_a8f5353a7019cafadfb658c7874"
        `);
    await queryRunner.query(`
            DROP TABLE "team_member"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_7da040d63f56410c74c3dd5502"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_2ecf181d1f765a67756c0567e3"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_61425b7fe637668581d6fb7f59"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_f93cca3b7f551c346ce51d4b46"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."art_product_code_key"
        `);
    await queryRunner.query(`
            DROP TABLE "art"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_32aa9adc6850fbfa7fe2c16dc9"
        `);
    await queryRunner.query(`
            DROP TABLE "edition"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_561bc3078e9bcfc47e0788da57"
        `);
    await queryRunner.query(`
            DROP TABLE "art_image"
        `);
    await queryRunner.query(`
            DROP TABLE "collection"
        `);
    await queryRunner.query(`
            DROP TABLE "category"
        `);
    await queryRunner.query(`
            DROP TABLE "artist"
        `);
    await queryRunner.query(`
            DROP TABLE "asset"
        `);
    await queryRunner.query(`
            DROP TABLE "revoked_token"
        `);
    await queryRunner.query(`
            DROP TABLE "admin"
        `);
  }
}
