import { BadRequestException, ConflictException, HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { AuditLog } from '@sawa/api/audit';
import { CODE_ATTEMPTS, STAFF_MESSAGES } from '@sawa/shared/domain';
import { Admin } from '../admin.entity';
import { AuthSettings } from '../auth.settings';
import { TwoStepPolicy } from '../access/two-step-policy';
import { checkTotp, enrolmentPicture, looksLikeRecoveryCode, newRecoveryCodes, newTotpSecret, normaliseRecoveryCode } from './totp';

/** The columns two-step sign-in reads, which are never selected by default. */
export const TWO_STEP_COLUMNS = ['twoStepSecret', 'twoStepPendingSecret', 'twoStepLastStep', 'recoveryCodes', 'passwordHash'] as const;

export type CodeOutcome = 'ok' | 'recovery' | 'wrong' | 'reused' | 'throttled';

export interface Enrolment {
  secret: string;
  otpauthUri: string;
  qrCodeSvg: string;
}

/**
 * Two-step sign-in of one account: enrolment (a secret shown as a QR code, confirmed by one code),
 * recovery codes (ten, shown once, kept as keyed hashes), turning it off, and checking a code at sign-in
 * under the account's row lock (a code of a used step refused, five wrong codes in five minutes throttled).
 */
@Injectable()
export class TwoStepService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: AuthSettings,
    private readonly audit: AuditLog,
    private readonly policy: TwoStepPolicy,
  ) {}

  /** A new secret to scan (replacing one not yet confirmed); the account's current two-step sign-in stays until confirmed. */
  async start(adminId: string): Promise<Enrolment> {
    const secret = newTotpSecret();
    const admin = await this.dataSource.getRepository(Admin).findOneOrFail({ where: { id: adminId } });
    await this.dataSource.getRepository(Admin).update(adminId, { twoStepPendingSecret: this.settings.secretBox.seal(secret) });
    const { uri, qrCodeSvg } = await enrolmentPicture(secret, admin.email ?? admin.userName ?? admin.displayName);
    return { secret, otpauthUri: uri, qrCodeSvg };
  }

  /** The code from the app proves it holds the secret: two-step sign-in is on, and the ten recovery codes are returned once. */
  async confirm(adminId: string, code: string): Promise<string[]> {
    return this.dataSource.transaction(async (manager) => {
      const admin = await this.lock(manager, adminId);
      if (!admin.twoStepPendingSecret) throw new BadRequestException('Start setting up two-step sign-in first: scan the QR code, then enter its code.');
      const secret = this.settings.secretBox.open(admin.twoStepPendingSecret);
      const check = await checkTotp(secret, code.trim(), null);
      if (!check.valid) throw new BadRequestException(STAFF_MESSAGES.wrongCode);
      const codes = newRecoveryCodes();
      await manager.update(Admin, adminId, {
        twoStepSecret: admin.twoStepPendingSecret,
        twoStepPendingSecret: null,
        twoStepEnabledAt: new Date(),
        // The confirming code is used: it cannot sign in a second time.
        twoStepLastStep: String(check.timeStep),
        recoveryCodes: codes.map((c) => this.hashRecoveryCode(c)),
      });
      await this.audit.record(manager, {
        action: admin.twoStepEnabledAt ? 'staff.recovery-codes-renewed' : 'staff.two-step-enabled',
        target: { type: 'staff', id: adminId },
      });
      return codes;
    });
  }

  /** Ten new recovery codes (the old ones stop working), for a person who proves it with a current code. */
  async renewRecoveryCodes(adminId: string, code: string): Promise<string[]> {
    const result = await this.dataSource.transaction(async (manager) => {
      const admin = await this.lock(manager, adminId);
      if (!admin.twoStepSecret) throw new BadRequestException('Two-step sign-in is not on for this account.');
      const outcome = await this.checkLocked(manager, admin, code, false);
      if (outcome !== 'ok') return outcome;
      const codes = newRecoveryCodes();
      await manager.update(Admin, adminId, { recoveryCodes: codes.map((c) => this.hashRecoveryCode(c)) });
      await this.audit.record(manager, { action: 'staff.recovery-codes-renewed', target: { type: 'staff', id: adminId } });
      return codes;
    });
    // Thrown after the commit: a refused code stays counted.
    if (!Array.isArray(result)) throw refusal(result);
    return result;
  }

  /** Turns two-step sign-in off (proved with a current code), unless the studio requires it of this account. */
  async turnOff(adminId: string, code: string): Promise<void> {
    const outcome = await this.dataSource.transaction(async (manager) => {
      const admin = await this.lock(manager, adminId);
      if (!admin.twoStepSecret) return 'ok';
      if (await this.policy.required(admin)) throw new ConflictException('The studio requires two-step sign-in for your account, so it cannot be turned off.');
      const outcome = await this.checkLocked(manager, admin, code, false);
      if (outcome !== 'ok') return outcome;
      await manager.update(Admin, adminId, {
        twoStepSecret: null,
        twoStepPendingSecret: null,
        twoStepEnabledAt: null,
        twoStepLastStep: null,
        recoveryCodes: [],
      });
      await this.audit.record(manager, { action: 'staff.two-step-disabled', target: { type: 'staff', id: adminId } });
      return 'ok';
    });
    if (outcome !== 'ok') throw refusal(outcome);
  }

  /**
   * Checks a sign-in code (six digits from the app, or a recovery code) for an account whose row the
   * caller's transaction has locked: a used step or a used recovery code is refused; a good code is
   * marked used. Wrong codes are recorded (`staff.code-refused`) and counted: the fifth in five minutes
   * throttles the account's codes. The caller commits whatever the outcome, so the record stays.
   */
  async checkLocked(manager: EntityManager, admin: Admin, rawCode: string, allowRecovery = true): Promise<CodeOutcome> {
    const since = new Date(Date.now() - CODE_ATTEMPTS.windowMinutes * 60_000);
    const [{ count }] = await manager.query<{ count: number }[]>(
      `SELECT count(*)::int AS count FROM audit_entry WHERE action = 'staff.code-refused' AND target_type = 'staff' AND target_id = $1 AND at > $2`,
      [admin.id, since],
    );
    if (count >= CODE_ATTEMPTS.limit) return 'throttled';
    const code = rawCode.trim().replace(/\s/g, '');
    let outcome: CodeOutcome = 'wrong';
    if (/^\d{6}$/.test(code) && admin.twoStepSecret) {
      const check = await checkTotp(
        this.settings.secretBox.open(admin.twoStepSecret),
        code,
        admin.twoStepLastStep === null ? null : Number(admin.twoStepLastStep),
      );
      if (check.valid) {
        await manager.update(Admin, admin.id, { twoStepLastStep: String(check.timeStep) });
        outcome = 'ok';
      } else if (check.reused) outcome = 'reused';
    } else if (allowRecovery && looksLikeRecoveryCode(code)) {
      const hash = this.hashRecoveryCode(code);
      if (admin.recoveryCodes.includes(hash)) {
        await manager.update(Admin, admin.id, { recoveryCodes: admin.recoveryCodes.filter((c) => c !== hash) });
        outcome = 'recovery';
      }
    }
    if (outcome === 'wrong' || outcome === 'reused') {
      await this.audit.record(manager, {
        action: 'staff.code-refused',
        target: { type: 'staff', id: admin.id },
        details: { reason: outcome === 'reused' ? 'code already used' : 'wrong code' },
      });
    }
    return outcome;
  }

  /** The account's row, locked for this transaction, with its two-step columns. */
  async lock(manager: EntityManager, adminId: string): Promise<Admin> {
    const admin = await manager
      .createQueryBuilder(Admin, 'a')
      .addSelect(TWO_STEP_COLUMNS.map((c) => `a.${c}`))
      .where('a.id = :adminId', { adminId })
      .setLock('pessimistic_write')
      .getOne();
    if (!admin) throw new BadRequestException('No such account.');
    return admin;
  }

  private hashRecoveryCode(code: string): string {
    return this.settings.secretBox.digest(`recovery\u0000${normaliseRecoveryCode(code)}`);
  }
}

/** The answer to a refused code: 429 when throttled, else 400 saying whether it was wrong or already used. */
export function refusal(outcome: CodeOutcome): HttpException {
  if (outcome === 'throttled') return new HttpException(STAFF_MESSAGES.codeThrottled, HttpStatus.TOO_MANY_REQUESTS);
  return new BadRequestException(outcome === 'reused' ? STAFF_MESSAGES.reusedCode : STAFF_MESSAGES.wrongCode);
}
