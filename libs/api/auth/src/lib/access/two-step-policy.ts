import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { DataSource } from 'typeorm';
import { Environment } from '@sawa/api/common';
import type { TwoStepPolicy as Policy } from '@sawa/shared/domain';
import type { Admin } from '../admin.entity';
import { StaffSettings } from './staff-settings.entity';

/**
 * Who must use two-step sign-in: Owners (unless TWO_STEP_REQUIRED_FOR_OWNERS=false), and everyone once
 * the studio says so (`staff_settings.two_step_for_everyone`, read at each check so every instance agrees).
 */
@Injectable()
export class TwoStepPolicy {
  private readonly owners: boolean;

  constructor(
    private readonly dataSource: DataSource,
    config: ConfigService<Environment, true>,
  ) {
    this.owners = config.get('TWO_STEP_REQUIRED_FOR_OWNERS', { infer: true });
  }

  async policy(): Promise<Policy> {
    const settings = await this.dataSource.getRepository(StaffSettings).findOne({ where: { id: 1 } });
    return settings?.twoStepForEveryone ? 'everyone' : 'owners';
  }

  /** Whether the deployment lifts the rule for Owners (TWO_STEP_REQUIRED_FOR_OWNERS=false). */
  get ownersRequired(): boolean {
    return this.owners;
  }

  async required(admin: Pick<Admin, 'roles'>): Promise<boolean> {
    if (this.owners && admin.roles.includes('owner')) return true;
    return (await this.policy()) === 'everyone';
  }

  /** An account that must use two-step sign-in and has not set it up yet: it may only do that (and sign out). */
  async mustEnrol(admin: Pick<Admin, 'roles' | 'twoStepEnabledAt'>): Promise<boolean> {
    return !admin.twoStepEnabledAt && (await this.required(admin));
  }
}
