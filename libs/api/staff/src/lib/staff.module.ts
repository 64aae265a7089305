import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MessagingModule } from '@sawa/api/messaging';
import { AccountLinksService } from './account-links.service';
import { ProfileService } from './profile.service';
import { StaffLink } from './staff-link.entity';
import { StaffResolver } from './staff.resolver';
import { StaffService } from './staff.service';

/** The studio's team: Staff page, invitations, password resets and one's profile (sessions and sign-in are @sawa/api/auth's). */
@Module({
  imports: [TypeOrmModule.forFeature([StaffLink]), MessagingModule],
  providers: [StaffService, AccountLinksService, ProfileService, StaffResolver],
  exports: [StaffService, AccountLinksService],
})
export class StaffModule {}
