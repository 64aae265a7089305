import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditEntry } from './audit-entry.entity';
import { AuditLog } from './audit-log.service';
import { AuditResolver } from './audit.resolver';

/** Global: every feature records its changes with the one `AuditLog` without importing this module. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([AuditEntry])],
  providers: [AuditLog, AuditResolver],
  exports: [AuditLog],
})
export class AuditModule {}
