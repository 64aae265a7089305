import { BadRequestException, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AuditLog, change } from '@sawa/api/audit';
import { Admin, AuthService, passwordChange, staffName, verifyPassword } from '@sawa/api/auth';
import { OutboxService } from '@sawa/api/messaging';
import { staffPasswordProblem } from '@sawa/shared/domain';
import { passwordChangedMail } from './staff-mails';

/** One's own account: the name shown, and the password. */
@Injectable()
export class ProfileService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditLog,
    private readonly outbox: OutboxService,
    private readonly auth: AuthService,
  ) {}

  async updateProfile(admin: Admin, displayName: string): Promise<Admin> {
    return this.dataSource.transaction(async (manager) => {
      const before = await manager.findOneOrFail(Admin, { where: { id: admin.id }, lock: { mode: 'pessimistic_write' } });
      if (before.displayName === displayName) return before;
      await manager.update(Admin, admin.id, { displayName });
      await this.audit.record(manager, {
        action: 'staff.profile-updated',
        target: { type: 'staff', id: admin.id },
        changes: change('displayName', before.displayName, displayName),
      });
      return manager.findOneByOrFail(Admin, { id: admin.id });
    });
  }

  /** A new password (the current one proves it is them): every session ends, this one gets a new token. */
  async changePassword(admin: Admin, currentPassword: string, newPassword: string): Promise<{ token: string; admin: Admin }> {
    const updated = await this.dataSource.transaction(async (manager) => {
      const found = await manager
        .createQueryBuilder(Admin, 'a')
        .addSelect('a.passwordHash')
        .where('a.id = :id', { id: admin.id })
        .setLock('pessimistic_write')
        .getOneOrFail();
      if (!found.passwordHash || !(await verifyPassword(found.passwordHash, currentPassword)))
        throw new BadRequestException('The current password is not right.');
      const problem = staffPasswordProblem(newPassword, found.email);
      if (problem) throw new BadRequestException(problem);
      await manager.update(Admin, admin.id, await passwordChange(newPassword));
      if (found.email)
        await this.outbox.enqueue(manager, {
          to: found.email,
          ...passwordChangedMail({ name: staffName(found), at: new Date() }),
          regarding: `staff:${admin.id}`,
        });
      await this.audit.record(manager, { action: 'staff.password-changed', target: { type: 'staff', id: admin.id }, details: { sessions: 'all ended' } });
      return manager.findOneByOrFail(Admin, { id: admin.id });
    });
    return { token: await this.auth.issueSession(updated), admin: updated };
  }
}
