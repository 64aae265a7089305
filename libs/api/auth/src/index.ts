export * from './lib/admin.entity';
export * from './lib/revoked-token.entity';
export * from './lib/auth.module';
