import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';

/** The workspace's revenue setting, as every API tells it. */
const REVENUE_BASIS_DESCRIPTION =
  'What the revenue metric counts (and so profit, ROI, EPC, ROAS): all_but_trash (default: leads, sales and ' +
  'rejected), leads_and_sales, or sales. Reports read it at query time; nothing is recomputed.';
const ECB_RATES_DESCRIPTION =
  'Fetch the ECB daily euro reference rates every hour (from the operator setting ECB_RATES_URL); other pairs ' +
  'are crossed through EUR. Off by default: offline installs import the ECB CSV instead.';
import { ENTITY_KINDS, type EntityKind } from '../services/access/require';
import { ROLES, type Role } from '../services/accounts/roles';
import { UuidScalar } from './scalars';

/** Enum objects whose values are the wire names (snake_case), as type-graphql wants a TS enum-like map. */
const enumOf = <T extends string>(values: readonly T[]) =>
  Object.fromEntries(values.map((v) => [v, v])) as Record<T, T>;

export const EntityKindEnum = enumOf(ENTITY_KINDS);
registerEnumType(EntityKindEnum, {
  name: 'EntityKind',
  description: 'Kinds of entity that carry view / edit / delete permissions.',
});

export const RoleEnum = enumOf(ROLES);
registerEnumType(RoleEnum, {
  name: 'Role',
  description: 'Workspace roles; docs/permissions.md has the default matrix.',
});

@ObjectType({
  description: 'A signed admin API token (JWT) bound to one workspace; send it as `Authorization: Bearer <token>`.',
})
export class AuthToken {
  @Field(() => String)
  token!: string;

  @Field(() => String, { description: 'Always `Bearer`.' })
  token_type!: string;

  @Field(() => Date)
  expires_at!: Date;

  @Field(() => UuidScalar)
  user_id!: string;

  @Field(() => UuidScalar)
  workspace_id!: string;
}

@ObjectType({ description: 'What a member may do with one kind of entity.' })
export class EntityPermission {
  @Field(() => EntityKindEnum)
  kind!: EntityKind;

  @Field(() => Boolean)
  view!: boolean;

  @Field(() => Boolean)
  edit!: boolean;

  @Field(() => Boolean)
  delete!: boolean;
}

@InputType({
  description: 'Permissions on one kind of entity; edit and delete imply view. Kinds left out keep the role default.',
})
export class EntityPermissionInput {
  @Field(() => EntityKindEnum)
  kind!: EntityKind;

  @Field(() => Boolean, { defaultValue: false })
  view!: boolean;

  @Field(() => Boolean, { defaultValue: false })
  edit!: boolean;

  @Field(() => Boolean, { defaultValue: false })
  delete!: boolean;
}

@ObjectType({ description: 'A user account as its owner and fellow members see it.' })
export class UserProfile {
  @Field(() => UuidScalar)
  id!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String)
  name!: string;

  @Field(() => Boolean)
  two_factor_enabled!: boolean;

  @Field(() => Date)
  created_at!: Date;
}

@ObjectType({ description: 'A workspace: the tenant unit.' })
export class WorkspaceInfo {
  @Field(() => UuidScalar)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String, {
    nullable: true,
    description:
      "The key in the postback URL: 32 lowercase hex characters, or a previous tracker's key (6 to 64 letters and " +
      'digits, lower case; postback_key_imported). Null without settings view permission, and for a previous ' +
      "tracker's key without settings edit permission (owners and admins).",
  })
  postback_key!: string | null;

  @Field(() => Boolean, { description: "True when the postback key is a previous tracker's, set by set_postback_key." })
  postback_key_imported!: boolean;

  @Field(() => String, { description: 'ISO 4217 code; report money is normalised to it.' })
  base_currency!: string;

  @Field(() => Int, { description: 'Percentage (0 to 100) of clicks traced.' })
  traffic_log_sample!: number;

  @Field(() => Boolean)
  show_simulated_traffic!: boolean;

  @Field(() => String, { description: 'IANA time zone of reports (dates, hours, periods); default UTC.' })
  time_zone!: string;

  @Field(() => String, { description: REVENUE_BASIS_DESCRIPTION })
  revenue_basis!: string;

  @Field(() => Boolean, { description: ECB_RATES_DESCRIPTION })
  ecb_rates!: boolean;

  @Field(() => Date)
  created_at!: Date;
}

@ObjectType({ description: 'The caller: user, active workspace, and the role and permissions held there.' })
export class Me {
  @Field(() => UserProfile)
  user!: UserProfile;

  @Field(() => WorkspaceInfo)
  workspace!: WorkspaceInfo;

  @Field(() => RoleEnum)
  role!: Role;

  @Field(() => [EntityPermission])
  permissions!: EntityPermission[];
}

@ObjectType({ description: 'A workspace the caller belongs to, with the role held there.' })
export class MyWorkspace {
  @Field(() => WorkspaceInfo)
  workspace!: WorkspaceInfo;

  @Field(() => RoleEnum)
  role!: Role;

  @Field(() => Boolean, { description: 'True for the workspace the current token is bound to.' })
  active!: boolean;
}

@InputType()
export class LoginInput {
  @Field(() => String)
  email!: string;

  @Field(() => String)
  password!: string;

  @Field(() => String, {
    nullable: true,
    description: 'Required when 2FA is on: a TOTP code or a backup code XXXXX-XXXXX.',
  })
  mfa_code?: string | null;
}

@InputType()
export class CreateWorkspaceInput {
  @Field(() => String)
  name!: string;

  @Field(() => String, { nullable: true, description: 'ISO 4217; default USD.' })
  base_currency?: string | null;
}

@InputType({ description: 'Workspace settings to change; omitted fields stay as they are.' })
export class UpdateWorkspaceInput {
  @Field(() => String, { nullable: true })
  name?: string | null;

  @Field(() => String, { nullable: true })
  base_currency?: string | null;

  @Field(() => Int, { nullable: true })
  traffic_log_sample?: number | null;

  @Field(() => Boolean, { nullable: true })
  show_simulated_traffic?: boolean | null;

  @Field(() => String, {
    nullable: true,
    description: 'IANA time zone of reports; changing it recomputes the report rollups.',
  })
  time_zone?: string | null;

  @Field(() => String, { nullable: true, description: REVENUE_BASIS_DESCRIPTION })
  revenue_basis?: string | null;

  @Field(() => Boolean, { nullable: true, description: ECB_RATES_DESCRIPTION })
  ecb_rates?: boolean | null;
}
