import { JSONObjectResolver } from 'graphql-scalars';
import { ArgsType, Field, Int, ObjectType } from 'type-graphql';
import { UuidScalar } from './scalars';

/** GraphQL shapes of the audit log (services/audit/audit-log.ts; docs/audit.md). */

@ObjectType('AuditEntry', {
  description: 'One change of an entity: who or what, when, which fields, old and new values.',
})
export class AuditEntryType {
  @Field(() => UuidScalar)
  id!: string;

  @Field(() => Date)
  at!: Date;

  @Field(() => String, { description: 'user, rule (an auto-rule’s action), import or system.' })
  actor_kind!: string;

  @Field(() => UuidScalar, { nullable: true, description: 'The user, when a user made the change.' })
  user_id!: string | null;

  @Field(() => String, { nullable: true, description: 'The rule or import that made the change.' })
  actor_ref!: string | null;

  @Field(() => String, { description: 'The entity’s table, e.g. campaigns, traffic_sources, flows.' })
  entity_kind!: string;

  @Field(() => String)
  entity_id!: string;

  @Field(() => String, { description: 'create, update, delete, or an operation such as update_costs.' })
  action!: string;

  @Field(() => JSONObjectResolver, {
    description: 'Field → { old, new } (old absent on create); secrets are "***".',
  })
  changes!: Record<string, unknown>;

  @Field(() => String, { nullable: true, description: 'The operation’s own record, e.g. cost_update:<id>.' })
  ref!: string | null;
}

@ObjectType('AuditPage')
export class AuditPageType {
  @Field(() => [AuditEntryType])
  items!: AuditEntryType[];

  @Field(() => Int)
  total!: number;

  @Field(() => Int)
  limit!: number;

  @Field(() => Int)
  offset!: number;
}

@ArgsType()
export class AuditArgs {
  @Field(() => UuidScalar, { nullable: true, description: 'Changes made by this user.' })
  user_id?: string | null;

  @Field(() => String, { nullable: true, description: 'Changes made by: user, rule, import or system.' })
  actor_kind?: string | null;

  @Field(() => String, { nullable: true, description: 'e.g. campaigns, flows, traffic_sources.' })
  entity_kind?: string | null;

  @Field(() => String, { nullable: true })
  entity_id?: string | null;

  @Field(() => Date, { nullable: true, description: 'From this time (inclusive); at most 180 days back.' })
  from?: Date | null;

  @Field(() => Date, { nullable: true, description: 'Up to this time (exclusive).' })
  to?: Date | null;

  @Field(() => Int, { nullable: true, description: '1 to 1000, default 100.' })
  limit?: number | null;

  @Field(() => Int, { nullable: true })
  offset?: number | null;
}
