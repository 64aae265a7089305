import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The demo catalogue as the seed wrote it before this migration (frozen here: later changes to the seed
 * do not change what an older database holds). Used once, below, to recognise a database seeded earlier.
 */
const SEEDED_ARTS: [code: string, name: string][] = [
  ['SAWA-P-001', 'Silverback at Dawn'],
  ['SAWA-P-002', 'Mist over Bisoke'],
  ['SAWA-P-003', 'Mother and Infant'],
  ['SAWA-P-004', 'The Quiet Forest'],
  ['SAWA-P-005', 'Evening at Sabyinyo'],
  ['SAWA-P-006', 'Giraffes at Golden Hour'],
  ['SAWA-P-007', 'Herd Crossing'],
  ['SAWA-P-008', 'Lioness Resting'],
  ['SAWA-P-009', 'Savanna Storm'],
  ['SAWA-P-010', 'Crowned Cranes over Ruhondo'],
  ['SAWA-P-011', 'Lakeside Evening'],
  ['SAWA-L-001', 'Gorilla Linocut No. 1'],
  ['SAWA-L-002', 'Elephant Imigongo'],
  ['SAWA-L-003', 'Crane Dance'],
  ['SAWA-L-004', 'Lion Pride'],
  ['SAWA-L-005', 'Volcano Skyline'],
  ['SAWA-S-001', 'Elephant Matriarch'],
  ['SAWA-S-002', 'Golden Monkey'],
  ['SAWA-S-003', 'Crowned Crane'],
  ['SAWA-S-004', 'Silverback Bust'],
];
const SEEDED_ARTISTS = ['Aline Uwase', 'Jean-Paul Niyonzima', 'Grace Mukamana', 'Eric Habimana'];
const SEEDED_CATEGORIES = ['Paintings', 'Limited Prints', 'Sculptures'];
const SEEDED_COLLECTIONS = ['Guardians of the Virunga', 'Savanna Light'];
const SEEDED_TEAM: [name: string, position: string][] = [
  ['Claudine Ingabire', 'Founder & Creative Director'],
  ['Patrick Nshuti', 'Studio & Gallery Manager'],
  ['Diane Umutoni', 'Conservation Programme Lead'],
  ['Samuel Mugisha', 'Workshops & Education'],
];

/**
 * Demo shop vs selling for real, kept in the database: `shop_settings` (one row), `demo_record` (what
 * the demo seed wrote) and the payment method of visits (SANDBOX for a test payment).
 *
 * A database the demo seed filled before this migration has no record of it. It is recognised by the
 * seed's own works (product code and name together) and stays a demo shop, so an existing `npm start`
 * keeps its sandbox; its demo rows are recorded by the same exact names.
 */
export class ShopMode1796000000000 implements MigrationInterface {
  name = 'ShopMode1796000000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "demo_record" (
                "kind" character varying(20) NOT NULL,
                "record_id" uuid NOT NULL,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_73d50208f21d29ab426ff5a7bb6" PRIMARY KEY ("kind", "record_id")
            )
        `);
    await queryRunner.query(`
            CREATE TABLE "shop_settings" (
                "id" smallint NOT NULL,
                "demo" boolean NOT NULL DEFAULT false,
                "demo_seeded_at" TIMESTAMP WITH TIME ZONE,
                "selling_for_real_since" TIMESTAMP WITH TIME ZONE,
                "selling_for_real_by" character varying(100),
                CONSTRAINT "shop_settings_single_row" CHECK ("id" = 1),
                CONSTRAINT "PK_96c0aa2a327de09ebe0fd54ae5a" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            ALTER TABLE "booking"
            ADD "payment_method" character varying(100)
        `);

    const arts = SEEDED_ARTS.map(([code, name]) => `(${quote(code)}, ${quote(name)})`).join(', ');
    await queryRunner.query(
      `INSERT INTO "demo_record" ("kind", "record_id") SELECT 'art', a.id FROM "art" a JOIN (VALUES ${arts}) d(code, name) ON a.product_code = d.code AND a.art_name = d.name`,
    );
    const [{ seeded }] = (await queryRunner.query(`SELECT count(*)::int AS seeded FROM "demo_record"`)) as { seeded: number }[];
    await queryRunner.query(`INSERT INTO "shop_settings" ("id", "demo", "demo_seeded_at") VALUES (1, $1, CASE WHEN $1 THEN now() END)`, [seeded > 0]);
    if (seeded === 0) return;
    await queryRunner.query(`INSERT INTO "demo_record" ("kind", "record_id") SELECT 'artist', id FROM "artist" WHERE name = ANY($1)`, [SEEDED_ARTISTS]);
    await queryRunner.query(`INSERT INTO "demo_record" ("kind", "record_id") SELECT 'category', id FROM "category" WHERE name = ANY($1)`, [SEEDED_CATEGORIES]);
    await queryRunner.query(`INSERT INTO "demo_record" ("kind", "record_id") SELECT 'collection', id FROM "collection" WHERE name = ANY($1)`, [
      SEEDED_COLLECTIONS,
    ]);
    const team = SEEDED_TEAM.map(([name, position]) => `(${quote(name)}, ${quote(position)})`).join(', ');
    await queryRunner.query(
      `INSERT INTO "demo_record" ("kind", "record_id") SELECT 'team_member', t.id FROM "team_member" t JOIN (VALUES ${team}) d(name, position) ON t.name = d.name AND t.position = d.position`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "booking" DROP COLUMN "payment_method"`);
    await queryRunner.query(`DROP TABLE "shop_settings"`);
    await queryRunner.query(`DROP TABLE "demo_record"`);
  }
}

const quote = (value: string) => `'${value.replace(/'/g, "''")}'`;
