import { Args, ArgsType, Field, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Allow } from '@sawa/api/common';
import { IsString, IsUUID, MaxLength } from 'class-validator';
import { PageArgs, PaginatedShape } from '@sawa/api/graphql';
import { DeadJobList, DeadJobType, JobQueueCountsType } from './dead-job.types';
import { DeadJobsService } from './dead-jobs.service';

@ArgsType()
class DeadJobArgs {
  @Field({ description: 'The kind of job (its queue)' })
  @IsString()
  @MaxLength(100)
  queue: string;

  @Field(() => ID)
  @IsUUID()
  id: string;
}

@Resolver(() => DeadJobType)
export class DeadJobsResolver {
  constructor(private readonly service: DeadJobsService) {}

  @Query(() => DeadJobList, { description: 'Background jobs that failed every attempt, most recent first.' })
  @Allow('jobs.manage')
  async deadJobs(@Args() { page, pageSize }: PageArgs): Promise<PaginatedShape<DeadJobType>> {
    const { items, totalItems } = await this.service.list(page, pageSize);
    return { items, totalItems, page, pageSize };
  }

  @Query(() => [JobQueueCountsType], { description: 'Waiting, running and dead jobs of each kind.' })
  @Allow('jobs.manage')
  jobQueues(): Promise<JobQueueCountsType[]> {
    return this.service.counts();
  }

  @Mutation(() => Boolean, { description: 'Runs a dead job once more (it goes back to the queue).' })
  @Allow('jobs.manage')
  async retryDeadJob(@Args() { queue, id }: DeadJobArgs): Promise<boolean> {
    await this.service.retry(queue, id);
    return true;
  }

  @Mutation(() => Boolean, { description: 'Deletes a dead job for good.' })
  @Allow('jobs.manage')
  async discardDeadJob(@Args() { queue, id }: DeadJobArgs): Promise<boolean> {
    await this.service.discard(queue, id);
    return true;
  }
}
