import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { randomBytes } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { AuditLog } from '@sawa/api/audit';
import { exclusively } from '@sawa/api/database';
import { Environment } from '@sawa/api/common';
import { Admin } from './admin.entity';
import { hashPassword, passwordChange, verifyPassword } from './password';

/**
 * ADMIN_USERNAME + ADMIN_PASSWORD: that account exists, active and an Owner, with that password, after
 * start (the operator's way back in). Neither, and no account at all: `admin`, an Owner, with a random
 * password printed once.
 */
@Injectable()
export class AdminBootstrapService implements OnApplicationBootstrap {
  private readonly logger = new Logger('AdminBootstrap');

  constructor(
    private readonly config: ConfigService<Environment, true>,
    private readonly dataSource: DataSource,
    private readonly audit: AuditLog,
  ) {}

  /** One instance at a time: of several starting together, one creates the admin (and prints its password), the others find it. */
  onApplicationBootstrap(): Promise<void> {
    return exclusively(this.dataSource, 'admin-bootstrap', () => this.bootstrap());
  }

  private async bootstrap(): Promise<void> {
    const userName = this.config.get('ADMIN_USERNAME', { infer: true });
    const password = this.config.get('ADMIN_PASSWORD', { infer: true });
    if (userName && password) return this.dataSource.transaction((manager) => this.ensure(manager, userName, password));
    if ((await this.dataSource.getRepository(Admin).count()) > 0) return;
    const generated = randomBytes(18).toString('base64url');
    await this.dataSource
      .getRepository(Admin)
      .insert({ userName: 'admin', displayName: 'admin', roles: ['owner'], passwordHash: await hashPassword(generated) });
    const line = '='.repeat(64);
    console.log(
      `\n${line}\n  First start: an admin was created (an Owner).\n  User name: admin\n  Password:  ${generated}\n  Shown once. Set ADMIN_USERNAME and ADMIN_PASSWORD to choose your own.\n${line}\n`,
    );
  }

  private async ensure(manager: EntityManager, userName: string, password: string): Promise<void> {
    const existing = await manager.findOne(Admin, { where: { userName }, select: { id: true, passwordHash: true, status: true, roles: true } });
    if (!existing) {
      const { identifiers } = await manager.insert(Admin, { userName, displayName: userName, roles: ['owner'], passwordHash: await hashPassword(password) });
      await this.audit.record(manager, {
        action: 'staff.invited',
        target: { type: 'staff', id: identifiers[0].id as string },
        details: { by: 'ADMIN_USERNAME' },
      });
      this.logger.log(`Admin ${userName} (an Owner) created from ADMIN_USERNAME`);
      return;
    }
    if (!existing.passwordHash || !(await verifyPassword(existing.passwordHash, password))) {
      await manager.update(Admin, existing.id, await passwordChange(password));
      await this.audit.record(manager, { action: 'staff.password-changed', target: { type: 'staff', id: existing.id }, details: { by: 'ADMIN_PASSWORD' } });
      this.logger.log(`Password of admin ${userName} set from ADMIN_PASSWORD; every session signed with the old one has ended`);
    }
    if (existing.status !== 'active' || !existing.roles.includes('owner')) {
      await manager.update(Admin, existing.id, { status: 'active', roles: [...new Set([...existing.roles, 'owner' as const])] });
      await this.audit.record(manager, {
        action: 'staff.roles-changed',
        target: { type: 'staff', id: existing.id },
        changes: [
          { field: 'status', before: existing.status, after: 'active' },
          { field: 'roles', before: existing.roles.join(', '), after: [...new Set([...existing.roles, 'owner'])].join(', ') },
        ].filter((c) => c.before !== c.after),
        details: { by: 'ADMIN_USERNAME' },
      });
      this.logger.log(`Admin ${userName} made an active Owner from ADMIN_USERNAME`);
    }
  }
}
