import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, InputType, ObjectType } from 'type-graphql';

@InputType({
  description: 'Where the Keitaro set-up is read from: a running installation, or its Admin API lists as JSON.',
})
export class KeitaroSetupImportInput {
  @Field({ description: 'true: show the plan and write nothing (the same run, rolled back).' })
  dry_run!: boolean;

  @Field(() => String, { nullable: true, description: "Keitaro's address (https://tracker.example); with api_key." })
  url?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'An Admin API key of that Keitaro (sent as Api-Key; never stored).',
  })
  api_key?: string | null;

  @Field(() => GraphQLJSONObject, {
    nullable: true,
    description:
      'Instead of url: the answers of the Admin API as one object: campaigns, streams (a list, or keyed by campaign ' +
      'id), offers, landing_pages, traffic_sources, affiliate_networks, groups, domains.',
  })
  setup?: Record<string, unknown> | null;
}

@ObjectType({ description: 'One entity the import creates (or, in a dry run, would create).' })
export class KeitaroPlannedEntityType {
  @Field({ description: 'group, network, source, landing, offer, campaign or flow.' })
  kind!: string;
  @Field({ description: "Keitaro's id." })
  keitaro_id!: string;
  @Field()
  name!: string;
  @Field(() => String, { nullable: true, description: "A flow's campaign (Keitaro's id)." })
  campaign_keitaro_id?: string | null;
  @Field(() => GraphQLJSONObject, {
    description: 'The fields it is created with; references to other imported entities read keitaro:<kind>:<id>.',
  })
  input!: Record<string, unknown>;
}

@ObjectType({ description: 'An entity imported by an earlier run: left as it is.' })
export class KeitaroExistingEntityType {
  @Field()
  kind!: string;
  @Field()
  keitaro_id!: string;
  @Field()
  name!: string;
  @Field({ description: 'Our id.' })
  id!: string;
}

@ObjectType({ description: 'A field carried with a change, and the rule used.' })
export class KeitaroTranslationType {
  @Field()
  kind!: string;
  @Field()
  keitaro_id!: string;
  @Field()
  name!: string;
  @Field()
  field!: string;
  @Field()
  rule!: string;
}

@ObjectType({ description: 'Something that is not carried over, and why.' })
export class KeitaroNotCarriedType {
  @Field()
  kind!: string;
  @Field()
  keitaro_id!: string;
  @Field()
  name!: string;
  @Field()
  what!: string;
  @Field()
  reason!: string;
}

@ObjectType({ description: 'An entity the run created: Keitaro id → our id.' })
export class KeitaroCreatedType {
  @Field()
  kind!: string;
  @Field()
  keitaro_id!: string;
  @Field()
  id!: string;
}

@ObjectType({ description: 'The plan of a set-up import from Keitaro, and what a real run created.' })
export class KeitaroSetupResultType {
  @Field()
  dry_run!: boolean;
  @Field(() => [KeitaroPlannedEntityType])
  create!: KeitaroPlannedEntityType[];
  @Field(() => [KeitaroExistingEntityType])
  existing!: KeitaroExistingEntityType[];
  @Field(() => [KeitaroTranslationType])
  translated!: KeitaroTranslationType[];
  @Field(() => [KeitaroNotCarriedType])
  not_carried!: KeitaroNotCarriedType[];
  @Field(() => [KeitaroCreatedType], { description: 'Empty in a dry run.' })
  created!: KeitaroCreatedType[];
}
