import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { AuditLog, changesBetween } from '@sawa/api/audit';
import { ILike, Repository } from 'typeorm';
import { badInput, containsPattern, notFound, Page, PageInput, pageWindow, UploadedImage } from '@sawa/api/common';
import { MediaService } from '@sawa/api/media';
import { TeamMember } from './team-member.entity';
import type { CreateTeamMemberInput, UpdateTeamMemberInput } from './team-member.input';

/** What the audit log compares of a team member. */
const AUDITED_FIELDS = ['name', 'position', 'imageId'] as const;

/** Every rule about team members; the REST controller and the GraphQL resolvers both call it. */
@Injectable()
export class TeamService {
  constructor(
    @InjectRepository(TeamMember) private readonly members: Repository<TeamMember>,
    private readonly media: MediaService,
    private readonly audit: AuditLog,
  ) {}

  /** Oldest first: the order in which people joined is the order of the Meet The Team page. */
  async list(input: PageInput = {}): Promise<Page<TeamMember>> {
    const [items, totalItems] = await this.members.findAndCount({
      where: input.search ? { name: ILike(containsPattern(input.search)) } : {},
      order: { createdAt: 'ASC', id: 'ASC' },
      ...pageWindow(input),
    });
    return { items, totalItems };
  }

  async findOne(id: string): Promise<TeamMember> {
    const member = await this.members.findOne({ where: { id } });
    if (!member) throw notFound('team member', id);
    return member;
  }

  countAll(): Promise<number> {
    return this.members.count();
  }

  async create(input: Omit<CreateTeamMemberInput, 'image'>, image: UploadedImage | undefined): Promise<TeamMember> {
    if (!image) throw badInput('image is required');
    const prepared = await this.media.prepare(image, { field: 'image' });
    const id = await this.media.transaction(
      async (tx) => {
        const asset = await tx.store(prepared);
        const member = await tx.manager.save(tx.manager.create(TeamMember, { name: input.name, position: input.position, imageId: asset.id }));
        await this.audit.record(tx.manager, {
          action: 'team-member.created',
          target: { type: 'team-member', id: member.id },
          changes: changesBetween(null, member, AUDITED_FIELDS),
        });
        return member.id;
      },
      [prepared],
    );
    return this.findOne(id);
  }

  /** Changes what is given; a new image replaces the old one, whose files go once the change is committed. */
  async update(id: string, input: Omit<UpdateTeamMemberInput, 'image'>, image?: UploadedImage): Promise<TeamMember> {
    const prepared = image ? await this.media.prepare(image, { field: 'image' }) : undefined;
    await this.media.transaction(
      async (tx) => {
        const member = await tx.manager.findOne(TeamMember, { where: { id }, lock: { mode: 'pessimistic_write' }, loadEagerRelations: false });
        if (!member) throw notFound('team member', id);
        const before = { ...member };
        if (input.name !== undefined) member.name = input.name;
        if (input.position !== undefined) member.position = input.position;
        const previousImageId = member.imageId;
        if (prepared) member.imageId = (await tx.store(prepared)).id;
        await tx.manager.save(member);
        await this.audit.record(tx.manager, {
          action: 'team-member.updated',
          target: { type: 'team-member', id },
          changes: changesBetween(before, member, AUDITED_FIELDS),
        });
        if (member.imageId !== previousImageId) await tx.release(previousImageId);
      },
      [prepared],
    );
    return this.findOne(id);
  }

  async remove(id: string): Promise<void> {
    await this.media.transaction(async (tx) => {
      const member = await tx.manager.findOne(TeamMember, { where: { id }, lock: { mode: 'pessimistic_write' }, loadEagerRelations: false });
      if (!member) throw notFound('team member', id);
      await tx.manager.delete(TeamMember, { id });
      await this.audit.record(tx.manager, {
        action: 'team-member.deleted',
        target: { type: 'team-member', id },
        changes: changesBetween(member, null, AUDITED_FIELDS),
      });
      await tx.release(member.imageId);
    });
  }
}
