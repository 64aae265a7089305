export * from './lib/team-member.entity';
export * from './lib/team.module';
