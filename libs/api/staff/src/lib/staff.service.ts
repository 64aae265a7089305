import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { DataSource, EntityManager } from 'typeorm';
import { AuditLog, change } from '@sawa/api/audit';
import { Admin, StaffSettings, staffName } from '@sawa/api/auth';
import { Environment } from '@sawa/api/common';
import { OutboxService } from '@sawa/api/messaging';
import { coversRoles, permissionsOf, type Role, STAFF_LINK_HOURS, STAFF_MESSAGES } from '@sawa/shared/domain';
import { newStaffLink } from './staff-links';
import { invitationMail } from './staff-mails';

/** Where the links in the mails lead (the back office's pages, outside the sign-in guard). */
export const STAFF_LINK_PATHS = { invitation: '/sawa-admin-login/invitation', passwordReset: '/sawa-admin-login/reset' } as const;

/**
 * The studio's team, managed by Owners (`staff.manage`): invitations, roles, disabling. The rules nobody
 * can break live here: the last active Owner stays one, nobody grants a role whose permissions they lack,
 * nobody disables themselves. Disabling or changing someone's roles raises their session generation, so
 * each of their tokens is refused at its next request, on every instance.
 */
@Injectable()
export class StaffService {
  private readonly publicUrl: string;

  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditLog,
    private readonly outbox: OutboxService,
    config: ConfigService<Environment, true>,
  ) {
    this.publicUrl = config.getOrThrow('PUBLIC_URL', { infer: true });
  }

  /** Everyone, active first, then invited, then disabled; by name. */
  list(): Promise<Admin[]> {
    return this.dataSource
      .getRepository(Admin)
      .createQueryBuilder('a')
      .orderBy(`CASE a.status WHEN 'active' THEN 0 WHEN 'invited' THEN 1 ELSE 2 END`)
      .addOrderBy(`lower(coalesce(nullif(a.displayName, ''), a.userName, a.email))`)
      .getMany();
  }

  async invite(inviter: Admin, input: { email: string; displayName: string; roles: Role[] }): Promise<Admin> {
    this.assertMayGrant(inviter, input.roles);
    return this.dataSource.transaction(async (manager) => {
      const existing = await manager.createQueryBuilder(Admin, 'a').where('lower(a.email) = lower(:email)', { email: input.email }).getOne();
      if (existing) {
        throw new ConflictException(
          existing.status === 'invited' ? 'This person is already invited: send the invitation again instead.' : STAFF_MESSAGES.emailTaken,
        );
      }
      const roles = [...new Set(input.roles)];
      const { identifiers } = await manager.insert(Admin, { email: input.email, displayName: input.displayName, roles, status: 'invited' });
      const admin = await manager.findOneByOrFail(Admin, { id: identifiers[0].id as string });
      await this.sendInvitation(manager, inviter, admin);
      await this.audit.record(manager, {
        action: 'staff.invited',
        target: { type: 'staff', id: admin.id },
        changes: [...change('displayName', null, admin.displayName), ...change('roles', null, roles.join(', '))],
      });
      return admin;
    });
  }

  /** A new invitation link (the old one stops working), for a person still invited. */
  async resendInvitation(inviter: Admin, id: string): Promise<Admin> {
    return this.dataSource.transaction(async (manager) => {
      const admin = await this.lock(manager, id);
      if (admin.status !== 'invited') throw new ConflictException(`${staffName(admin)} has already accepted the invitation.`);
      await this.sendInvitation(manager, inviter, admin);
      await this.audit.record(manager, { action: 'staff.invitation-resent', target: { type: 'staff', id } });
      return admin;
    });
  }

  /** An invitation taken back: the invited account and its link go (the audit log keeps its history). */
  async revokeInvitation(id: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const admin = await this.lock(manager, id);
      if (admin.status !== 'invited') throw new ConflictException(`${staffName(admin)} has accepted the invitation: disable the account instead.`);
      await manager.delete(Admin, { id });
      await this.audit.record(manager, {
        action: 'staff.invitation-revoked',
        target: { type: 'staff', id },
        changes: change('displayName', admin.displayName, null),
      });
    });
  }

  async setRoles(actor: Admin, id: string, roles: Role[]): Promise<Admin> {
    const wanted = [...new Set(roles)];
    return this.dataSource.transaction(async (manager) => {
      const admin = await this.lock(manager, id);
      const added = wanted.filter((role) => !admin.roles.includes(role));
      this.assertMayGrant(actor, added);
      if (admin.roles.includes('owner') && !wanted.includes('owner')) await this.assertAnotherOwner(manager, admin);
      if (sameRoles(admin.roles, wanted)) return admin;
      await manager.update(Admin, id, { roles: wanted, sessionGeneration: () => 'session_generation + 1' });
      await this.audit.record(manager, {
        action: 'staff.roles-changed',
        target: { type: 'staff', id },
        changes: change('roles', admin.roles.join(', '), wanted.join(', ')),
      });
      return manager.findOneByOrFail(Admin, { id });
    });
  }

  async disable(actor: Admin, id: string): Promise<Admin> {
    if (actor.id === id) throw new ForbiddenException(STAFF_MESSAGES.notYourself);
    return this.dataSource.transaction(async (manager) => {
      const admin = await this.lock(manager, id);
      if (admin.status === 'disabled') return admin;
      if (admin.status !== 'active') throw new ConflictException(`${staffName(admin)} has not accepted the invitation yet: revoke it instead.`);
      if (admin.roles.includes('owner')) await this.assertAnotherOwner(manager, admin);
      await manager.update(Admin, id, { status: 'disabled', sessionGeneration: () => 'session_generation + 1' });
      await this.audit.record(manager, { action: 'staff.disabled', target: { type: 'staff', id }, changes: change('status', 'active', 'disabled') });
      return manager.findOneByOrFail(Admin, { id });
    });
  }

  async enable(id: string): Promise<Admin> {
    return this.dataSource.transaction(async (manager) => {
      const admin = await this.lock(manager, id);
      if (admin.status !== 'disabled') return admin;
      await manager.update(Admin, id, { status: 'active' });
      await this.audit.record(manager, { action: 'staff.enabled', target: { type: 'staff', id }, changes: change('status', 'disabled', 'active') });
      return manager.findOneByOrFail(Admin, { id });
    });
  }

  /**
   * Turns off a person's two-step sign-in (they lost their phone and their recovery codes): their sessions
   * end, and they set it up again at their next sign-in if the studio requires it of them.
   */
  async resetTwoStep(actor: Admin, id: string): Promise<Admin> {
    if (actor.id === id) throw new ForbiddenException('Turn off your own two-step sign-in on your profile page.');
    return this.dataSource.transaction(async (manager) => {
      const admin = await this.lock(manager, id);
      if (!admin.twoStepEnabledAt) return admin;
      await manager.update(Admin, id, {
        twoStepSecret: null,
        twoStepPendingSecret: null,
        twoStepEnabledAt: null,
        twoStepLastStep: null,
        recoveryCodes: [],
        sessionGeneration: () => 'session_generation + 1',
      });
      await this.audit.record(manager, { action: 'staff.two-step-disabled', target: { type: 'staff', id }, details: { by: 'an Owner' } });
      return manager.findOneByOrFail(Admin, { id });
    });
  }

  /** Two-step sign-in for everyone (true) or for Owners only (false). */
  async setTwoStepForEveryone(everyone: boolean): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const settings = await manager.findOneOrFail(StaffSettings, { where: { id: 1 }, lock: { mode: 'pessimistic_write' } });
      if (settings.twoStepForEveryone === everyone) return;
      await manager.update(StaffSettings, { id: 1 }, { twoStepForEveryone: everyone });
      await this.audit.record(manager, {
        action: 'settings.two-step-policy-changed',
        target: { type: 'shop', id: 'two-step sign-in' },
        changes: change('required of', settings.twoStepForEveryone ? 'everyone' : 'owners', everyone ? 'everyone' : 'owners'),
      });
    });
  }

  private async sendInvitation(manager: EntityManager, inviter: Admin, admin: Admin): Promise<void> {
    const { token, expiresAt } = await newStaffLink(manager, admin.id, 'invitation', STAFF_LINK_HOURS.invitation);
    const link = `${this.publicUrl}${STAFF_LINK_PATHS.invitation}?token=${token}`;
    await this.outbox.enqueue(manager, {
      to: admin.email as string,
      ...invitationMail({ name: admin.displayName, invitedBy: staffName(inviter), roles: admin.roles, link, expiresAt }),
      sensitive: true,
      regarding: `staff:${admin.id}`,
    });
  }

  /** Saleor's rule: nobody grants a role whose permissions they do not hold themselves. */
  private assertMayGrant(actor: Admin, roles: Role[]): void {
    if (!coversRoles(permissionsOf(actor.roles), roles)) throw new ForbiddenException(STAFF_MESSAGES.grantBeyondOwn);
  }

  /**
   * Another active Owner must remain. Under a transaction-wide advisory lock, so two Owners demoting or
   * disabling each other at the same moment cannot both succeed.
   */
  private async assertAnotherOwner(manager: EntityManager, admin: Admin): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('sawa:staff-owners'))`);
    const [{ count }] = await manager.query<{ count: number }[]>(
      `SELECT count(*)::int AS count FROM admin WHERE status = 'active' AND 'owner' = ANY(roles) AND id <> $1`,
      [admin.id],
    );
    if (admin.status === 'active' && count === 0) throw new ConflictException(STAFF_MESSAGES.lastOwner);
  }

  private async lock(manager: EntityManager, id: string): Promise<Admin> {
    const admin = await manager.findOne(Admin, { where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!admin) throw new NotFoundException(`No staff account found with id ${id}`);
    return admin;
  }
}

const sameRoles = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((role) => b.includes(role));
