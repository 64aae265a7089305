export * from './lib/admin.entity';
export * from './lib/revoked-token.entity';
export * from './lib/auth.module';
export * from './lib/auth.service';
export * from './lib/jwt-auth.guard';
export * from './lib/admin-only.decorator';
export * from './lib/admin.legacy-mapper';
