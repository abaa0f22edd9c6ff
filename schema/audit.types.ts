import { JSONObjectResolver } from 'graphql-scalars';
import { ArgsType, Field, Int, ObjectType } from 'type-graphql';
import { UuidScalar } from './scalars';

/** GraphQL shapes of the audit log (services/audit/audit-log.ts; docs/audit.md). */

@ObjectType('AuditName', { description: 'An entity an audit row names, as a person knows it.' })
export class AuditNameType {
  @Field(() => String)
  id!: string;

  @Field(() => String, { description: 'The entity’s table: campaigns, offers, traffic_sources, users, …' })
  kind!: string;

  @Field(() => String)
  name!: string;
}

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

  @Field(() => String, {
    description: 'The entity’s kind as REST paths spell it, e.g. campaigns, sources, affiliate-networks, flows.',
  })
  entity_kind!: string;

  @Field(() => String, {
    description: 'The entity’s table (traffic_sources, affiliate_networks): the old spelling of entity_kind.',
    deprecationReason: 'Read entity_kind (the REST path spelling); this is its old form, kept for clients.',
  })
  entity_table!: string;

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

  @Field(() => String, { nullable: true, description: 'The entity’s name (null: one without a name).' })
  entity_name!: string | null;

  @Field(() => String, { nullable: true, description: 'The member’s name (or e-mail) for a member’s change.' })
  actor_name!: string | null;

  @Field(() => [AuditNameType], {
    description: 'The entities the changes name by id (a flow’s offers, a campaign’s source), with their names.',
  })
  names!: AuditNameType[];
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

  @Field(() => String, {
    nullable: true,
    description:
      'campaigns, flows, offers, landings, sources, affiliate-networks, conversions, groups, rules, webhooks, … (the ' +
      'REST path spelling); aliases: the table name (traffic_sources) and the singular (campaign). Else 400.',
  })
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
