import { Field, InputType, ObjectType, registerEnumType } from 'type-graphql';
import type { LicenseStatus } from '../services/accounts/license';

export const LicenseStatusEnum = {
  community: 'community',
  valid: 'valid',
  expired: 'expired',
  invalid: 'invalid',
} as const;
registerEnumType(LicenseStatusEnum, { name: 'LicenseStatus' });

@ObjectType({
  description:
    'The installation licence. While it is not valid the admin API answers 402 except /license, /me and /auth.',
})
export class LicenseInfo {
  @Field(() => LicenseStatusEnum)
  status!: LicenseStatus;

  @Field(() => Boolean)
  valid!: boolean;

  @Field(() => String, { nullable: true })
  licensee!: string | null;

  @Field(() => String)
  edition!: string;

  @Field(() => Date, { nullable: true })
  expires_at!: Date | null;

  @Field(() => String)
  message!: string;
}

@ObjectType({ description: 'Login-page branding.' })
export class Branding {
  @Field(() => String)
  product_name!: string;

  @Field(() => String, { nullable: true })
  logo_url!: string | null;

  @Field(() => String, { description: '#rrggbb' })
  primary_color!: string;

  @Field(() => String, { description: '#rrggbb' })
  background_color!: string;
}

@InputType({ description: 'Omitted fields stay; null resets a field to the default.' })
export class UpdateBrandingInput {
  @Field(() => String, { nullable: true })
  product_name?: string | null;

  @Field(() => String, { nullable: true, description: 'Absolute http(s) URL.' })
  logo_url?: string | null;

  @Field(() => String, { nullable: true })
  primary_color?: string | null;

  @Field(() => String, { nullable: true })
  background_color?: string | null;
}
