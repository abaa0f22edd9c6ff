import { Field, InputType, ObjectType } from 'type-graphql';

@ObjectType('UserPreferences', { description: "The caller's own preferences in the active workspace (web app)." })
export class UserPreferencesType {
  @Field(() => [String], {
    nullable: true,
    description:
      'Order of the dashboard blocks (kpis, series, funnel, heat_map, clicks_by_country, top_campaigns, ' +
      'top_countries); null: the default order.',
  })
  dashboard_layout!: string[] | null;

  @Field(() => Date, { nullable: true, description: 'Last change; null when never saved.' })
  updated_at!: Date | null;
}

@InputType('UpdatePreferencesInput')
export class UpdatePreferencesInput {
  @Field(() => [String], {
    nullable: true,
    description: 'Block names in display order, each at most once; null resets to the default order; omitted stays.',
  })
  dashboard_layout?: string[] | null;
}
