import { Field, GraphQLISODateTime, ID, Int, ObjectType } from '@nestjs/graphql';
import { Paginated } from '@sawa/api/graphql';

@ObjectType('DeadJob', { description: 'A background job that failed every attempt: kept until an admin retries or discards it (30 days).' })
export class DeadJobType {
  @Field(() => ID)
  id: string;

  @Field({ description: 'The kind of job (its queue), e.g. media.avif-variants' })
  queue: string;

  @Field({ description: 'What the job is for' })
  description: string;

  @Field({ description: "The job's data, as JSON" })
  data: string;

  @Field({ description: 'Why the last attempt failed' })
  error: string;

  @Field(() => Int)
  attempts: number;

  @Field(() => GraphQLISODateTime)
  createdAt: Date;

  @Field(() => GraphQLISODateTime)
  failedAt: Date;
}

export const DeadJobList = Paginated(DeadJobType, 'DeadJob');

@ObjectType('JobQueueCounts', { description: 'How many jobs of one kind wait, run and are dead now.' })
export class JobQueueCountsType {
  @Field()
  queue: string;

  @Field()
  description: string;

  @Field(() => Int, { description: 'Waiting to run, or waiting for a retry' })
  waiting: number;

  @Field(() => Int)
  running: number;

  @Field(() => Int)
  dead: number;
}
