import { ArgsType, Field, ID, ObjectType, registerEnumType } from '@nestjs/graphql';
import { IsDate, IsIn, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { PageArgs, Paginated } from '@sawa/api/graphql';
import { AUDIT_ACTIONS, AUDIT_TARGETS } from '@sawa/shared/domain';

export enum AuditActorKindEnum {
  staff = 'staff',
  system = 'system',
  payment = 'payment',
  visitor = 'visitor',
}
registerEnumType(AuditActorKindEnum, {
  name: 'AuditActorKind',
  description: 'A person of the staff, the system (jobs, sweeps), the payment service, or an anonymous visitor (a failed sign-in).',
});

@ObjectType()
export class AuditActorType {
  @Field(() => AuditActorKindEnum)
  kind: AuditActorKindEnum;

  @Field(() => ID, { nullable: true, description: 'The staff account (staff only).' })
  id: string | null;

  @Field(() => String, { nullable: true, description: 'Their name when it happened (staff only).' })
  name: string | null;
}

@ObjectType()
export class AuditChangeType {
  @Field()
  field: string;

  @Field(() => String, { nullable: true, description: 'Money as exact decimals; null: none' })
  before: string | null;

  @Field(() => String, { nullable: true })
  after: string | null;
}

@ObjectType()
export class AuditDetailType {
  @Field()
  name: string;

  @Field()
  value: string;
}

@ObjectType('AuditEntry')
export class AuditEntryType {
  @Field(() => ID)
  id: string;

  @Field()
  at: Date;

  @Field(() => AuditActorType)
  actor: AuditActorType;

  @Field({ description: 'Stable action code, e.g. `artwork.updated`' })
  action: string;

  @Field({ description: 'The action in words' })
  actionLabel: string;

  @Field(() => String, { nullable: true })
  targetType: string | null;

  @Field(() => String, { nullable: true, description: 'An id, an order number or a visit reference' })
  targetId: string | null;

  @Field(() => [AuditChangeType])
  changes: AuditChangeType[];

  @Field(() => [AuditDetailType])
  details: AuditDetailType[];
}

export const AuditEntryList = Paginated(AuditEntryType, 'AuditEntry');

@ArgsType()
export class AuditLogArgs extends PageArgs {
  @Field(() => ID, { nullable: true, description: 'A staff account' })
  @IsOptional()
  @IsUUID('all', { message: 'actorId must be a staff account id' })
  actorId?: string;

  @Field(() => AuditActorKindEnum, { nullable: true })
  @IsOptional()
  @IsIn(Object.values(AuditActorKindEnum))
  actorKind?: AuditActorKindEnum;

  @Field({ nullable: true, description: 'An action code' })
  @IsOptional()
  @IsIn(Object.keys(AUDIT_ACTIONS), { message: 'action must be one of the audit log’s action codes' })
  action?: string;

  @Field({ nullable: true })
  @IsOptional()
  @IsIn(Object.keys(AUDIT_TARGETS), { message: 'targetType must be one of the audit log’s target types' })
  targetType?: string;

  @Field({ nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  targetId?: string;

  @Field({ nullable: true, description: 'From this moment on' })
  @IsOptional()
  @IsDate()
  from?: Date;

  @Field({ nullable: true, description: 'Before this moment' })
  @IsOptional()
  @IsDate()
  to?: Date;
}
