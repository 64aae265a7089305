export * from './lib/team-member.entity';
export * from './lib/team.module';
export * from './lib/team.service';
export * from './lib/team-member.input';
export * from './lib/team-member.legacy-mapper';
