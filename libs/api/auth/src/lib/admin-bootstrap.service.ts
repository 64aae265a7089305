import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectRepository } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { DataSource, Repository } from 'typeorm';
import { exclusively } from '@sawa/api/database';
import { Environment } from '@sawa/api/common';
import { Admin } from './admin.entity';
import { hashPassword, passwordChange, verifyPassword } from './password';

/**
 * ADMIN_USERNAME + ADMIN_PASSWORD: that admin exists with that password after start.
 * Neither, and no admin at all: `admin` with a random password, printed once.
 */
@Injectable()
export class AdminBootstrapService implements OnApplicationBootstrap {
  private readonly logger = new Logger('AdminBootstrap');

  constructor(
    @InjectRepository(Admin) private readonly admins: Repository<Admin>,
    private readonly config: ConfigService<Environment, true>,
    private readonly dataSource: DataSource,
  ) {}

  /** One instance at a time: of several starting together, one creates the admin (and prints its password), the others find it. */
  onApplicationBootstrap(): Promise<void> {
    return exclusively(this.dataSource, 'admin-bootstrap', () => this.bootstrap());
  }

  private async bootstrap(): Promise<void> {
    const userName = this.config.get('ADMIN_USERNAME', { infer: true });
    const password = this.config.get('ADMIN_PASSWORD', { infer: true });
    if (userName && password) return this.ensure(userName, password);
    if ((await this.admins.count()) > 0) return;
    const generated = randomBytes(18).toString('base64url');
    await this.admins.insert({ userName: 'admin', passwordHash: await hashPassword(generated) });
    const line = '='.repeat(64);
    console.log(
      `\n${line}\n  First start: an admin was created.\n  User name: admin\n  Password:  ${generated}\n  Shown once. Set ADMIN_USERNAME and ADMIN_PASSWORD to choose your own.\n${line}\n`,
    );
  }

  private async ensure(userName: string, password: string): Promise<void> {
    const existing = await this.admins.findOne({ where: { userName }, select: { id: true, passwordHash: true } });
    if (!existing) {
      await this.admins.insert({ userName, passwordHash: await hashPassword(password) });
      this.logger.log(`Admin ${userName} created from ADMIN_USERNAME`);
    } else if (!(await verifyPassword(existing.passwordHash, password))) {
      await this.admins.update(existing.id, await passwordChange(password));
      this.logger.log(`Password of admin ${userName} set from ADMIN_PASSWORD; every session signed with the old one has ended`);
    }
  }
}
