import { MigrationInterface, QueryRunner } from 'typeorm';
/**
 * The studio's team and the audit log: staff accounts (e-mail, display name, status, roles, last sign-in,
 * two-step sign-in), the single-use links of invitations and password resets (hashes only), the studio's
 * two-step rule, sensitive outbox mail, and the append-only audit log. Every account there was becomes an
 * Owner.
 */
export class StaffAndAudit1797570000000 implements MigrationInterface {
  name = 'StaffAndAudit1797570000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "audit_entry" ("id" BIGSERIAL NOT NULL, "at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "actor_kind" character varying(10) NOT NULL, "actor_id" uuid, "actor_name" character varying(100), "action" character varying(60) NOT NULL, "target_type" character varying(30), "target_id" character varying(100), "changes" jsonb NOT NULL DEFAULT '[]', "details" jsonb NOT NULL DEFAULT '{}', CONSTRAINT "audit_entry_actor_known" CHECK ("actor_kind" IN ('staff', 'system', 'payment', 'visitor')), CONSTRAINT "PK_58a130a4b9da189f46ba2a01801" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_9d18bd4a32fc0cd8ff82b12037" ON "audit_entry" ("at")`);
    await queryRunner.query(`CREATE INDEX "IDX_9ed8c1377c3ac80f5db2b014bb" ON "audit_entry" ("action", "at")`);
    await queryRunner.query(`CREATE INDEX "IDX_fcbbd424adfc2a340371ca7b54" ON "audit_entry" ("actor_id", "at")`);
    await queryRunner.query(`CREATE INDEX "IDX_de94c48df5af0b6159f9733cff" ON "audit_entry" ("target_type", "target_id", "at")`);
    await queryRunner.query(
      `CREATE TABLE "staff_link" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "admin_id" uuid NOT NULL, "purpose" character varying(20) NOT NULL, "token_hash" character(64) NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "staff_link_purpose_known" CHECK ("purpose" IN ('invitation', 'password-reset')), CONSTRAINT "PK_ca85f3504409cf0b47a0432e0db" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_46f4e9accd0df005dc3175ee28" ON "staff_link" ("admin_id")`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_a0dc641d7fe4662c8c94feb082" ON "staff_link" ("token_hash")`);
    await queryRunner.query(`ALTER TABLE "admin" ADD "email" character varying(100)`);
    await queryRunner.query(`ALTER TABLE "admin" ADD "display_name" character varying(100) NOT NULL DEFAULT ''`);
    await queryRunner.query(`ALTER TABLE "admin" ADD "status" character varying(10) NOT NULL DEFAULT 'active'`);
    await queryRunner.query(`ALTER TABLE "admin" ADD "roles" character varying array NOT NULL DEFAULT '{}'`);
    await queryRunner.query(`ALTER TABLE "admin" ADD "last_sign_in_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "admin" ADD "two_step_secret" text`);
    await queryRunner.query(`ALTER TABLE "admin" ADD "two_step_pending_secret" text`);
    await queryRunner.query(`ALTER TABLE "admin" ADD "two_step_enabled_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "admin" ADD "two_step_last_step" bigint`);
    await queryRunner.query(`ALTER TABLE "admin" ADD "recovery_codes" character varying(64) array NOT NULL DEFAULT '{}'`);
    await queryRunner.query(
      `CREATE TABLE "staff_settings" ("id" smallint NOT NULL, "two_step_for_everyone" boolean NOT NULL DEFAULT false, CONSTRAINT "staff_settings_single_row" CHECK ("id" = 1), CONSTRAINT "PK_staff_settings" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`INSERT INTO "staff_settings" ("id") VALUES (1)`);
    await queryRunner.query(`ALTER TABLE "outbox_message" ADD "sensitive" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`ALTER TABLE "admin" ALTER COLUMN "user_name" DROP NOT NULL`);
    await queryRunner.query(`ALTER TABLE "admin" ALTER COLUMN "password_hash" DROP NOT NULL`);
    await queryRunner.query(
      `ALTER TABLE "admin" ADD CONSTRAINT "admin_roles_known" CHECK ("roles" <@ ARRAY ['owner', 'catalogue', 'sales', 'bookkeeper']::varchar [])`,
    );
    await queryRunner.query(`ALTER TABLE "admin" ADD CONSTRAINT "admin_status_known" CHECK ("status" IN ('invited', 'active', 'disabled'))`);
    await queryRunner.query(
      `ALTER TABLE "staff_link" ADD CONSTRAINT "FK_46f4e9accd0df005dc3175ee28d" FOREIGN KEY ("admin_id") REFERENCES "admin"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(`UPDATE "admin" SET "roles" = '{owner}', "display_name" = coalesce("user_name", '')`);
    await queryRunner.query(`CREATE UNIQUE INDEX "admin_email_key" ON "admin" (lower("email"))`);

    // Append-only, enforced by the database: no UPDATE, no TRUNCATE, no backdated INSERT, and DELETE only of
    // entries older than the retention the deleting transaction declares (at least 30 days), which only the
    // retention job does (AuditLog.prune).
    await queryRunner.query(`
      CREATE FUNCTION audit_entry_guard() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        days integer := nullif(current_setting('sawa.audit_retention_days', true), '')::integer;
      BEGIN
        IF TG_OP = 'INSERT' THEN
          NEW.at := now();
          RETURN NEW;
        END IF;
        IF TG_OP = 'DELETE' AND days >= 30 AND OLD.at < now() - make_interval(days => days) THEN
          RETURN OLD;
        END IF;
        RAISE EXCEPTION 'The audit log is append-only: entries cannot be changed or deleted (% refused)', TG_OP
          USING ERRCODE = 'insufficient_privilege';
      END $$`);
    await queryRunner.query(
      `CREATE TRIGGER audit_entry_guard BEFORE INSERT OR UPDATE OR DELETE ON "audit_entry" FOR EACH ROW EXECUTE FUNCTION audit_entry_guard()`,
    );
    await queryRunner.query(`
      CREATE FUNCTION audit_entry_no_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'The audit log is append-only: it cannot be truncated' USING ERRCODE = 'insufficient_privilege';
      END $$`);
    await queryRunner.query(
      `CREATE TRIGGER audit_entry_no_truncate BEFORE TRUNCATE ON "audit_entry" FOR EACH STATEMENT EXECUTE FUNCTION audit_entry_no_truncate()`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER audit_entry_no_truncate ON "audit_entry"`);
    await queryRunner.query(`DROP TRIGGER audit_entry_guard ON "audit_entry"`);
    await queryRunner.query(`DROP FUNCTION audit_entry_no_truncate()`);
    await queryRunner.query(`DROP FUNCTION audit_entry_guard()`);
    await queryRunner.query(`DROP INDEX "admin_email_key"`);
    await queryRunner.query(`ALTER TABLE "staff_link" DROP CONSTRAINT "FK_46f4e9accd0df005dc3175ee28d"`);
    await queryRunner.query(`ALTER TABLE "admin" DROP CONSTRAINT "admin_status_known"`);
    await queryRunner.query(`ALTER TABLE "admin" DROP CONSTRAINT "admin_roles_known"`);
    // Accounts of invited people have no user name or password: they cannot exist before this migration.
    await queryRunner.query(`DELETE FROM "admin" WHERE "user_name" IS NULL OR "password_hash" IS NULL`);
    await queryRunner.query(`ALTER TABLE "admin" ALTER COLUMN "password_hash" SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE "admin" ALTER COLUMN "user_name" SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE "outbox_message" DROP COLUMN "sensitive"`);
    await queryRunner.query(`DROP TABLE "staff_settings"`);
    await queryRunner.query(`ALTER TABLE "admin" DROP COLUMN "recovery_codes"`);
    await queryRunner.query(`ALTER TABLE "admin" DROP COLUMN "two_step_last_step"`);
    await queryRunner.query(`ALTER TABLE "admin" DROP COLUMN "two_step_enabled_at"`);
    await queryRunner.query(`ALTER TABLE "admin" DROP COLUMN "two_step_pending_secret"`);
    await queryRunner.query(`ALTER TABLE "admin" DROP COLUMN "two_step_secret"`);
    await queryRunner.query(`ALTER TABLE "admin" DROP COLUMN "last_sign_in_at"`);
    await queryRunner.query(`ALTER TABLE "admin" DROP COLUMN "roles"`);
    await queryRunner.query(`ALTER TABLE "admin" DROP COLUMN "status"`);
    await queryRunner.query(`ALTER TABLE "admin" DROP COLUMN "display_name"`);
    await queryRunner.query(`ALTER TABLE "admin" DROP COLUMN "email"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_a0dc641d7fe4662c8c94feb082"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_46f4e9accd0df005dc3175ee28"`);
    await queryRunner.query(`DROP TABLE "staff_link"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_de94c48df5af0b6159f9733cff"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_fcbbd424adfc2a340371ca7b54"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_9ed8c1377c3ac80f5db2b014bb"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_9d18bd4a32fc0cd8ff82b12037"`);
    await queryRunner.query(`DROP TABLE "audit_entry"`);
  }
}
