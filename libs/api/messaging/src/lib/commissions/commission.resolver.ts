import { Args, ArgsType, Field, ID, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { IsIn, IsOptional, IsString } from 'class-validator';
import { PublicRateLimit } from '@sawa/api/auth';
import { Allow, MaxChars, ParseIdPipe, Public } from '@sawa/api/common';
import { FIELD_LIMITS } from '@sawa/shared/domain';
import { Image, PageArgs, PaginatedShape, readUpload, UploadScalar, type FileUpload } from '@sawa/api/graphql';
import { MediaService } from '@sawa/api/media';
import { CommissionReceipt, CommissionRequestList, CommissionRequestType, CommissionStatusEnum } from '../messaging.types';
import { CommissionRequest } from './commission-request.entity';
import { CommissionRequestInput } from './commission-request.input';
import { CommissionService } from './commission.service';
import { COMMISSION_RATE_LIMIT } from './commission.controller';

@ArgsType()
class CommissionRequestsArgs extends PageArgs {
  @Field(() => CommissionStatusEnum, { nullable: true })
  @IsOptional()
  @IsIn(Object.values(CommissionStatusEnum))
  status?: CommissionStatusEnum;

  @Field({ nullable: true, description: 'Name, e-mail or artwork type' })
  @IsOptional()
  @IsString()
  @MaxChars(FIELD_LIMITS.search)
  search?: string;
}

@Resolver(() => CommissionRequestType)
export class CommissionResolver {
  constructor(
    private readonly commissions: CommissionService,
    private readonly media: MediaService,
  ) {}

  @Mutation(() => CommissionReceipt, { description: 'Send a commission request (SPEC §3), with an optional reference image. Rate-limited per client.' })
  @PublicRateLimit(COMMISSION_RATE_LIMIT.limit, COMMISSION_RATE_LIMIT.seconds)
  @Public()
  async requestCommission(
    @Args('input') input: CommissionRequestInput,
    @Args('referenceImage', { type: () => UploadScalar, nullable: true }) referenceImage?: Promise<FileUpload> | null,
  ): Promise<CommissionReceipt> {
    return this.commissions.submit(input, await readUpload(referenceImage));
  }

  @Query(() => CommissionRequestList, { description: 'The commission inbox, newest first.' })
  @Allow('commissions.manage')
  async commissionRequests(@Args() args: CommissionRequestsArgs): Promise<PaginatedShape<CommissionRequest>> {
    return { ...(await this.commissions.list(args)), page: args.page, pageSize: args.pageSize };
  }

  @Query(() => CommissionRequestType)
  @Allow('commissions.manage')
  commissionRequest(@Args('id', { type: () => ID }, ParseIdPipe) id: string): Promise<CommissionRequest> {
    return this.commissions.findOne(id);
  }

  @Mutation(() => CommissionRequestType, { description: "Change a request's status and the staff's notes." })
  @Allow('commissions.manage')
  updateCommissionRequest(
    @Args('id', { type: () => ID }, ParseIdPipe) id: string,
    // Typed as a string here: the parameter's runtime type must be a primitive for the validation pipe; GraphQL checks the enum.
    @Args('status', { type: () => CommissionStatusEnum, nullable: true }) status?: string,
    @Args('notes', { type: () => String, nullable: true }) notes?: string,
  ): Promise<CommissionRequest> {
    return this.commissions.update(id, { status, notes: notes ?? undefined });
  }

  @Mutation(() => Boolean, { description: 'Delete a request on request of its sender: the request, its reference image and the mail about it.' })
  @Allow('commissions.manage')
  async deleteCommissionRequest(@Args('id', { type: () => ID }, ParseIdPipe) id: string): Promise<boolean> {
    await this.commissions.remove(id);
    return true;
  }

  @ResolveField(() => Image, { nullable: true })
  referenceImage(@Parent() request: CommissionRequest) {
    return request.referenceImage ? this.media.toImage(request.referenceImage) : null;
  }
}
