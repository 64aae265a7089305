export * from './lib/staff-link.entity';
export * from './lib/staff.module';
export * from './lib/staff.service';
export * from './lib/account-links.service';
export * from './lib/staff-links';
