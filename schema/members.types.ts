import { PageOf } from './catalogue/common.types';
import { Field, InputType, ObjectType, registerEnumType } from 'type-graphql';
import type { Role } from '../services/accounts/roles';
import type { InvitationStatus } from '../services/accounts/invitations';
import { EntityPermission, EntityPermissionInput, RoleEnum, UserProfile } from './accounts.types';
import { UuidScalar } from './scalars';

export const InvitationStatusEnum = {
  pending: 'pending',
  accepted: 'accepted',
  revoked: 'revoked',
  expired: 'expired',
} as const;
registerEnumType(InvitationStatusEnum, { name: 'InvitationStatus' });

@ObjectType({ description: 'A member of the workspace: the user, the role and the effective permissions.' })
export class Member {
  @Field(() => UserProfile)
  user!: UserProfile;

  @Field(() => RoleEnum)
  role!: Role;

  @Field(() => [EntityPermission])
  permissions!: EntityPermission[];

  @Field(() => Date)
  joined_at!: Date;
}

@InputType({
  description:
    'A new role and/or permissions. A role alone resets permissions to its defaults; permissions alone customise the current role.',
})
export class UpdateMemberInput {
  @Field(() => RoleEnum, { nullable: true })
  role?: Role | null;

  @Field(() => [EntityPermissionInput], { nullable: true })
  permissions?: EntityPermissionInput[] | null;
}

@ObjectType()
export class InvitationInfo {
  @Field(() => UuidScalar)
  id!: string;

  @Field(() => String)
  email!: string;

  @Field(() => RoleEnum)
  role!: Role;

  @Field(() => [EntityPermission])
  permissions!: EntityPermission[];

  @Field(() => InvitationStatusEnum)
  status!: InvitationStatus;

  @Field(() => Date)
  expires_at!: Date;

  @Field(() => Date)
  created_at!: Date;
}

@ObjectType({ description: 'A new invitation and its token, shown once: the invitee accepts with it.' })
export class CreatedInvitation {
  @Field(() => InvitationInfo)
  invitation!: InvitationInfo;

  @Field(() => String)
  token!: string;
}

@InputType()
export class CreateInvitationInput {
  @Field(() => String)
  email!: string;

  @Field(() => RoleEnum)
  role!: Role;

  @Field(() => [EntityPermissionInput], {
    nullable: true,
    description: 'Customises the role defaults for the invitee.',
  })
  permissions?: EntityPermissionInput[] | null;
}

@InputType({
  description:
    'An invitation token; a new account chooses its password, an existing one proves it (and mfa_code when 2FA is on).',
})
export class AcceptInvitationInput {
  @Field(() => String)
  token!: string;

  @Field(() => String)
  password!: string;

  @Field(() => String, { nullable: true })
  name?: string | null;

  @Field(() => String, { nullable: true })
  mfa_code?: string | null;
}

export const MemberPage = PageOf(Member, 'MemberPage');
