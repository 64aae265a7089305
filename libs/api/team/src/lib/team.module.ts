import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ImageUploadsModule } from '@sawa/api/media';
import { TeamMember } from './team-member.entity';
import { TeamController } from './team.controller';
import { TeamResolver } from './team.resolver';
import { TeamService } from './team.service';

/** The people of the studio (Meet The Team). */
@Module({
  imports: [TypeOrmModule.forFeature([TeamMember]), ImageUploadsModule],
  controllers: [TeamController],
  providers: [TeamService, TeamResolver],
  exports: [TeamService],
})
export class TeamModule {}
