import type { PageInput } from '@sawa/api/common';

/** The fields of a team member an admin writes (REST form or GraphQL input); the image travels apart. */
export interface TeamMemberInput {
  name: string;
  position: string;
}

export type TeamMemberListInput = PageInput;
