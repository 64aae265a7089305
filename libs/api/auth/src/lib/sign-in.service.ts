import { HttpException, HttpStatus, Injectable, UnauthorizedException } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { AuditLog, VISITOR } from '@sawa/api/audit';
import { MESSAGES, STAFF_MESSAGES } from '@sawa/shared/domain';
import { Admin } from './admin.entity';
import { AuthService, staffName } from './auth.service';
import { dummyHash, verifyPassword } from './password';
import { TwoStepService } from './two-step/two-step.service';

/** A sign-in that is done (a session) or waits for the two-step code (the step token). */
export type SignInOutcome = { token: string; admin: Admin } | { signInStep: string; admin: Admin };

/** Which door the password came through: the legacy REST sign-in (and GraphQL `login`) cannot go on to a code. */
export type SignInDoor = 'legacy' | 'back-office';

/**
 * Sign-in: the password, then (for an account with two-step sign-in) the code. Every attempt is in the
 * audit log; a wrong user name, a wrong password, an account not (or no longer) active answer the same.
 */
@Injectable()
export class SignInService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly auth: AuthService,
    private readonly twoStep: TwoStepService,
    private readonly audit: AuditLog,
  ) {}

  async signIn(userName: string, password: string, door: SignInDoor): Promise<SignInOutcome> {
    const found = await this.findForSignIn(userName);
    // The same work whether or not the account exists: a password hash is always verified.
    const ok = await verifyPassword(found?.passwordHash ?? (await dummyHash()), password);
    if (!found || !ok || found.status !== 'active' || !found.passwordHash) {
      await this.audit.record(this.dataSource.manager, {
        action: 'staff.sign-in-failed',
        actor: VISITOR,
        // The account when the name is one; a made-up name is not kept (it could be anything anyone typed).
        target: found ? { type: 'staff', id: found.id } : undefined,
        details: { reason: !found ? 'unknown user name' : !ok || !found.passwordHash ? 'wrong password' : `account ${found.status}` },
      });
      throw new UnauthorizedException(MESSAGES.login.wrongCredentials);
    }
    const { passwordHash: _hash, ...admin } = found;
    if (found.twoStepEnabledAt) {
      if (door === 'legacy') {
        await this.audit.record(this.dataSource.manager, {
          action: 'staff.sign-in-failed',
          actor: VISITOR,
          target: { type: 'staff', id: found.id },
          details: { reason: 'two-step sign-in needed: legacy sign-in refused' },
        });
        throw new UnauthorizedException(STAFF_MESSAGES.useBackOffice);
      }
      return { signInStep: await this.auth.issueSignInStep(found), admin: admin as Admin };
    }
    await this.dataSource.transaction((manager) => this.signedIn(manager, found, {}));
    return { token: await this.auth.issueSession(found), admin: { ...admin, lastSignInAt: new Date() } as Admin };
  }

  /** The legacy door (REST `POST /api/v1/admin/login`, GraphQL `login`): a session, or 401 for an account with two-step sign-in. */
  async legacySignIn(userName: string, password: string): Promise<{ token: string; admin: Admin }> {
    // signIn refuses an account with two-step sign-in at this door before any step token is made.
    return (await this.signIn(userName, password, 'legacy')) as { token: string; admin: Admin };
  }

  /**
   * The second step: the token of the first and a code from the app (or a recovery code). The account
   * row is locked while the code is checked, so parallel guesses are counted one by one; a refused code
   * is recorded and counted even though the answer is an error.
   */
  async completeSignIn(signInStep: string, code: string): Promise<{ token: string; admin: Admin }> {
    const claims = await this.auth.readSignInStep(signInStep);
    const outcome = await this.dataSource.transaction(async (manager) => {
      const admin = await this.twoStep.lock(manager, claims.sub).catch(() => null);
      if (!admin || admin.status !== 'active' || !admin.twoStepSecret || (claims.gen ?? 0) !== admin.sessionGeneration) return 'expired' as const;
      const result = await this.twoStep.checkLocked(manager, admin, code);
      if (result !== 'ok' && result !== 'recovery') return result;
      // The step token is used up: it cannot be paired with another code.
      await this.auth.revoke(manager, claims);
      await this.signedIn(manager, admin, result === 'recovery' ? { method: 'recovery code' } : { method: 'authenticator code' });
      if (result === 'recovery') await this.audit.record(manager, { action: 'staff.recovery-code-used', target: { type: 'staff', id: admin.id } });
      return admin;
    });
    if (outcome === 'expired') throw new UnauthorizedException(STAFF_MESSAGES.signInStepExpired);
    if (outcome === 'throttled') throw new HttpException(STAFF_MESSAGES.codeThrottled, HttpStatus.TOO_MANY_REQUESTS);
    if (outcome === 'wrong' || outcome === 'reused')
      throw new UnauthorizedException(outcome === 'reused' ? STAFF_MESSAGES.reusedCode : STAFF_MESSAGES.wrongCode);
    const { passwordHash: _h, twoStepSecret: _s, twoStepPendingSecret: _p, twoStepLastStep: _l, recoveryCodes: _r, ...admin } = outcome;
    return { token: await this.auth.issueSession(outcome), admin: { ...admin, lastSignInAt: new Date() } as Admin };
  }

  /** By user name (the legacy accounts'), else by e-mail address whatever its case. */
  private async findForSignIn(userName: string): Promise<Admin | null> {
    const query = () => this.dataSource.getRepository(Admin).createQueryBuilder('a').addSelect('a.passwordHash');
    return (
      (await query().where('a.userName = :userName', { userName }).getOne()) ??
      (userName.includes('@') ? await query().where('lower(a.email) = lower(:email)', { email: userName.trim() }).getOne() : null)
    );
  }

  private async signedIn(manager: EntityManager, admin: Admin, details: Record<string, string>): Promise<void> {
    // Raw, so a sign-in leaves updated_at alone: it is not a change of the account.
    await manager.query(`UPDATE admin SET last_sign_in_at = now() WHERE id = $1`, [admin.id]);
    await this.audit.record(manager, {
      action: 'staff.signed-in',
      actor: { kind: 'staff', id: admin.id, name: staffName(admin) },
      target: { type: 'staff', id: admin.id },
      details,
    });
  }
}
