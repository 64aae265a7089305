import type { TeamMember } from './team-member.entity';

/** The team member as the legacy clients read it (SPEC §3, §7). */
export interface LegacyTeamMember {
  _id: string;
  name: string;
  position: string;
  /** A full address (the legacy site used team images as is, unlike the other images). */
  image: string;
  createdAt: Date;
  updatedAt: Date;
}

/** Expects `member.image` loaded (it is eager); `publicUrl` is PUBLIC_URL, without a trailing slash. */
export function toLegacyTeamMember(member: TeamMember, publicUrl: string): LegacyTeamMember {
  return {
    _id: member.id,
    name: member.name,
    position: member.position,
    image: `${publicUrl}${member.image.path}`,
    createdAt: member.createdAt,
    updatedAt: member.updatedAt,
  };
}
