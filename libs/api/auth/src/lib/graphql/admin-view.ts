import { Injectable } from '@nestjs/common';
import { permissionsOf } from '@sawa/shared/domain';
import type { Admin } from '../admin.entity';
import { TwoStepPolicy } from '../access/two-step-policy';
import { AdminType, StaffRoleEnum, StaffStatusEnum } from './admin.types';

/** A staff account as GraphQL shows it (never a hash or a secret). */
@Injectable()
export class AdminViews {
  constructor(private readonly policy: TwoStepPolicy) {}

  async of(admin: Admin): Promise<AdminType> {
    return toAdminType(admin, await this.policy.required(admin));
  }

  async all(admins: Admin[]): Promise<AdminType[]> {
    const everyone = (await this.policy.policy()) === 'everyone';
    return admins.map((admin) => toAdminType(admin, everyone || (this.policy.ownersRequired && admin.roles.includes('owner'))));
  }
}

export const toAdminType = (admin: Admin, twoStepRequired: boolean): AdminType => ({
  id: admin.id,
  userName: admin.userName,
  email: admin.email,
  displayName: admin.displayName || admin.userName || admin.email || '',
  status: admin.status as StaffStatusEnum,
  roles: admin.roles as StaffRoleEnum[],
  permissions: permissionsOf(admin.roles),
  lastSignInAt: admin.lastSignInAt,
  twoStepEnabled: Boolean(admin.twoStepEnabledAt),
  twoStepRequired,
  createdAt: admin.createdAt,
});
