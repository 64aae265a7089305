import { BadRequestException, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { DataSource, EntityManager, IsNull } from 'typeorm';
import { AuditLog, VISITOR } from '@sawa/api/audit';
import { Admin, AuthService, hashPassword, passwordChange, staffName } from '@sawa/api/auth';
import { Environment } from '@sawa/api/common';
import { OutboxService } from '@sawa/api/messaging';
import { STAFF_LINK_HOURS, STAFF_MESSAGES, staffPasswordProblem } from '@sawa/shared/domain';
import { StaffLink, StaffLinkPurpose } from './staff-link.entity';
import { newStaffLink, openStaffLink } from './staff-links';
import { passwordChangedMail, passwordResetMail } from './staff-mails';
import { STAFF_LINK_PATHS } from './staff.service';

const LINK_MESSAGES: Record<StaffLinkPurpose, { expired: string; used: string; invalid: string }> = {
  invitation: STAFF_MESSAGES.invitation,
  'password-reset': STAFF_MESSAGES.reset,
};

/**
 * What the single-use links of the mails do: accept an invitation (choose a password, become active) and
 * reset a forgotten password. An expired, used or replaced link answers 400 (GraphQL BAD_USER_INPUT) saying
 * so and whom to ask for a new one.
 */
@Injectable()
export class AccountLinksService implements OnApplicationShutdown {
  private readonly logger = new Logger('PasswordReset');
  private readonly publicUrl: string;
  /** Reset requests still being handled after their answer: awaited when the app stops. */
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditLog,
    private readonly outbox: OutboxService,
    private readonly auth: AuthService,
    config: ConfigService<Environment, true>,
  ) {
    this.publicUrl = config.getOrThrow('PUBLIC_URL', { infer: true });
  }

  /** Who an invitation link is for, so its page can greet them (400 when it cannot be used). */
  async invitation(token: string): Promise<{ email: string; displayName: string; expiresAt: Date }> {
    return this.dataSource.transaction(async (manager) => {
      const { link, admin } = await this.usable(manager, token, 'invitation');
      return { email: admin.email ?? '', displayName: admin.displayName, expiresAt: link.expiresAt };
    });
  }

  /** The invited person chooses a password: the account is active, the link used, and they are signed in. */
  async acceptInvitation(token: string, password: string): Promise<{ token: string; admin: Admin }> {
    const admin = await this.dataSource.transaction(async (manager) => {
      const { link, admin } = await this.usable(manager, token, 'invitation');
      assertPassword(password, admin.email);
      await manager.update(Admin, admin.id, { passwordHash: await hashPassword(password), status: 'active', lastSignInAt: () => 'now()' });
      await manager.update(StaffLink, { id: link.id }, { usedAt: () => 'now()' });
      await this.audit.record(manager, {
        action: 'staff.invitation-accepted',
        actor: { kind: 'staff', id: admin.id, name: staffName(admin) },
        target: { type: 'staff', id: admin.id },
        changes: [{ field: 'status', before: 'invited', after: 'active' }],
      });
      return manager.findOneByOrFail(Admin, { id: admin.id });
    });
    return { token: await this.auth.issueSession(admin), admin };
  }

  /**
   * A reset asked for by e-mail address. The answer is the same and takes the same time whatever the
   * address: the caller answers at once, and the work (finding an active account, the link, the mail)
   * happens after, so neither its result nor its duration shows. A disabled or invited account gets no mail.
   */
  requestPasswordReset(email: string): void {
    const work = this.sendResetLink(email.trim())
      .catch((error: Error) => this.logger.error(`A password reset request could not be handled: ${error.message}`))
      .finally(() => this.pending.delete(work));
    this.pending.add(work);
  }

  /** A new password through a reset link: every session of the account ends, a mail says so, and it is audited. */
  async resetPassword(token: string, password: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const { link, admin } = await this.usable(manager, token, 'password-reset');
      assertPassword(password, admin.email);
      await manager.update(Admin, admin.id, await passwordChange(password));
      await manager.update(StaffLink, { id: link.id }, { usedAt: () => 'now()' });
      await manager.delete(StaffLink, { adminId: admin.id, purpose: 'password-reset', usedAt: IsNull() });
      await this.outbox.enqueue(manager, {
        to: admin.email as string,
        ...passwordChangedMail({ name: staffName(admin), at: new Date() }),
        regarding: `staff:${admin.id}`,
      });
      await this.audit.record(manager, {
        action: 'staff.password-reset',
        actor: { kind: 'staff', id: admin.id, name: staffName(admin) },
        target: { type: 'staff', id: admin.id },
        details: { sessions: 'all ended' },
      });
    });
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.allSettled([...this.pending]);
  }

  /** Handled requests still running (tests wait for them). */
  settled(): Promise<unknown> {
    return Promise.allSettled([...this.pending]);
  }

  private async sendResetLink(email: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const admin = await manager
        .createQueryBuilder(Admin, 'a')
        .where('lower(a.email) = lower(:email)', { email })
        .andWhere(`a.status = 'active'`)
        .setLock('pessimistic_write')
        .getOne();
      if (!admin) return;
      const { token } = await newStaffLink(manager, admin.id, 'password-reset', STAFF_LINK_HOURS.passwordReset);
      await this.outbox.enqueue(manager, {
        to: admin.email as string,
        ...passwordResetMail({ name: staffName(admin), link: `${this.publicUrl}${STAFF_LINK_PATHS.passwordReset}?token=${token}` }),
        sensitive: true,
        regarding: `staff:${admin.id}`,
      });
      await this.audit.record(manager, { action: 'staff.password-reset-requested', actor: VISITOR, target: { type: 'staff', id: admin.id } });
    });
  }

  /** The link and its account, locked, or 400 saying why it cannot be used. */
  private async usable(manager: EntityManager, token: string, purpose: StaffLinkPurpose): Promise<{ link: StaffLink; admin: Admin }> {
    const opened = await openStaffLink(manager, token, purpose);
    const messages = LINK_MESSAGES[purpose];
    if (opened.state !== 'ok') throw new BadRequestException(messages[opened.state]);
    const admin = await manager.findOne(Admin, { where: { id: opened.link.adminId }, lock: { mode: 'pessimistic_write' } });
    const wanted = purpose === 'invitation' ? 'invited' : 'active';
    if (!admin || admin.status !== wanted) throw new BadRequestException(messages.invalid);
    return { link: opened.link, admin };
  }
}

function assertPassword(password: string, email: string | null): void {
  const problem = staffPasswordProblem(password, email);
  if (problem) throw new BadRequestException(problem);
}
