import { ArgsType, Field, InputType, Int, ObjectType } from 'type-graphql';
import { GROUP_KINDS, type GroupKind } from '../../entities/entity-group.entity';
import { BULK_ACTIONS, type BulkAction } from '../../services/catalogue/operations/bulk';
import { DecimalScalar, UuidScalar } from '../scalars';
import { enumOf, ListArgs, PageOf } from './common.types';

export const BulkActionEnum = enumOf(
  BULK_ACTIONS,
  'BulkAction',
  'pause / resume (campaigns, flows; on / off: their aliases); archive / restore / delete (all); ' +
    'set_group (campaigns, offers, landings, sources); ' +
    'add_tag / remove_tag (campaigns, offers, landings); set_source (campaigns); set_payout (offers).',
);
export const GroupKindEnum = enumOf(GROUP_KINDS, 'GroupKind', 'The kind of entity a group holds.');

@InputType('CloneInput', { description: 'What a clone may be given; everything else is copied.' })
export class CloneInput {
  @Field(() => String, {
    nullable: true,
    description: 'Name of the clone, 1 to 200 characters (default "<name> (copy)").',
  })
  name?: string | null;
}

@InputType('CampaignCloneInput', {
  description: 'A campaign clone: its name and alias; flows and settings are copied.',
})
export class CampaignCloneInput extends CloneInput {
  @Field(() => String, {
    nullable: true,
    description: 'Alias of the clone (the rules of a campaign alias); a random one when absent.',
  })
  alias?: string | null;
}

@InputType('FlowCloneInput', { description: 'A flow clone: its name and the campaign it goes to.' })
export class FlowCloneInput extends CloneInput {
  @Field(() => UuidScalar, {
    nullable: true,
    description: "Campaign of this workspace to put the clone in (default: the flow's own), placed last.",
  })
  campaign_id?: string | null;
}

@InputType('BulkInput', {
  description: 'One action on up to 1,000 rows of one kind, all or nothing (docs/operations-api.md).',
})
export class BulkInput {
  @Field(() => [UuidScalar], { description: 'The rows, 1 to 1,000 ids of this workspace.' })
  ids!: string[];

  @Field(() => BulkActionEnum, { description: 'What to do with them (the kinds each action applies to: BulkAction).' })
  action!: BulkAction;

  @Field(() => UuidScalar, { nullable: true, description: 'set_group: a group of this kind; null takes rows out.' })
  group_id?: string | null;

  @Field(() => String, { nullable: true, description: 'add_tag, remove_tag: the tag, 1 to 64 characters.' })
  tag?: string | null;

  @Field(() => UuidScalar, { nullable: true, description: 'set_source: a traffic source; null for none.' })
  source_id?: string | null;

  @Field(() => DecimalScalar, { nullable: true, description: 'set_payout: the payout (a percentage for revshare).' })
  payout?: string | null;

  @Field(() => String, { nullable: true, description: "set_payout: ISO 4217 currency; absent keeps each offer's." })
  payout_currency?: string | null;
}

@ObjectType('BulkResult', { description: 'What a bulk action changed.' })
export class BulkResultType {
  @Field(() => BulkActionEnum, { description: 'The action done.' })
  action!: BulkAction;

  @Field(() => Int, { description: 'Rows changed (every row named: a refusal changes none).' })
  changed!: number;

  @Field(() => [UuidScalar], { description: 'The rows changed.' })
  ids!: string[];
}

@ObjectType('Group', { description: 'A named group of campaigns, offers, landings or sources.' })
export class GroupType {
  @Field(() => UuidScalar, { description: 'Identifier.' })
  id!: string;

  @Field(() => GroupKindEnum, { description: 'The kind of entity it holds.' })
  kind!: GroupKind;

  @Field(() => String, { description: 'Name, unique per workspace and kind.' })
  name!: string;

  @Field(() => Int, { description: 'Live entities in the group.' })
  members!: number;

  @Field(() => Date, { description: 'Creation time.' })
  created_at!: Date;

  @Field(() => Date, { description: 'Last change.' })
  updated_at!: Date;
}

export const GroupPage = PageOf(GroupType, 'GroupPage');

@ArgsType()
export class GroupListArgs extends ListArgs {
  @Field(() => GroupKindEnum, {
    nullable: true,
    description: 'Only groups of this kind (default: every kind the caller may view).',
  })
  kind?: GroupKind | null;
}

@InputType('GroupInput', { description: 'Fields of a group; kind is set on create and never changes.' })
export class GroupInput {
  @Field(() => GroupKindEnum, {
    nullable: true,
    description: 'campaigns, offers, landings or sources (required on create).',
  })
  kind?: GroupKind | null;

  @Field(() => String, { nullable: true, description: 'Name, 1 to 200 characters (required on create).' })
  name?: string | null;
}

@ObjectType('TagCount', { description: 'A tag in use, and how many live rows carry it.' })
export class TagCountType {
  @Field(() => String, { description: 'The tag.' })
  tag!: string;

  @Field(() => Int, { description: 'Live rows carrying it (archived ones included).' })
  count!: number;
}

@ObjectType('ArchivedEntry', { description: 'One archived row of the archive listing.' })
export class ArchivedEntryType {
  @Field(() => String, {
    description: 'campaigns, flows, offers, landings, sources or affiliate_networks.',
  })
  kind!: string;

  @Field(() => UuidScalar, { description: 'Identifier (GET /{kind}/{id} shows it; POST …/restore brings it back).' })
  id!: string;

  @Field(() => String, { description: 'Name.' })
  name!: string;

  @Field(() => Date, { description: 'Archive time.' })
  archived_at!: Date;
}

@ObjectType('AliasAvailability', { description: 'Whether a campaign alias is free now.' })
export class AliasAvailabilityType {
  @Field(() => Boolean, { description: 'True when a campaign could take the alias now.' })
  available!: boolean;

  @Field(() => String, { nullable: true, description: 'Why not (the message a create would answer); null if free.' })
  reason!: string | null;
}

@InputType('ReplaceInput', { description: 'The offer or landing that takes the place of another in every flow.' })
export class ReplaceInput {
  @Field(() => UuidScalar, { description: 'The replacement, of the same kind and workspace.' })
  replacement_id!: string;
}
