import { Field, InputType, Int, ObjectType } from 'type-graphql';

@InputType()
export class ChangePasswordInput {
  @Field(() => String)
  current_password!: string;

  @Field(() => String, { description: '8 to 256 characters.' })
  new_password!: string;
}

@ObjectType({ description: 'A new TOTP secret waiting for confirmation. Shown once; add it to an authenticator app.' })
export class TwoFactorSetup {
  @Field(() => String, { description: 'Base32 secret.' })
  secret!: string;

  @Field(() => String, { description: 'otpauth:// URI for a QR code.' })
  otpauth_uri!: string;
}

@InputType()
export class ConfirmTwoFactorInput {
  @Field(() => String, { description: 'A current 6-digit code from the authenticator app.' })
  code!: string;
}

@InputType({ description: 'Re-authentication: the account password, or a current TOTP code or an unused backup code.' })
export class TwoFactorReauthInput {
  @Field(() => String, { nullable: true })
  password?: string | null;

  @Field(() => String, { nullable: true })
  code?: string | null;
}

@ObjectType({ description: 'Single-use backup codes XXXXX-XXXXX, shown once; each replaces a TOTP code at login.' })
export class BackupCodes {
  @Field(() => [String])
  backup_codes!: string[];
}

@ObjectType()
export class TwoFactorStatus {
  @Field(() => Boolean)
  enabled!: boolean;

  @Field(() => Boolean, { description: 'A set-up was begun and awaits confirmation.' })
  pending!: boolean;

  @Field(() => Int)
  backup_codes_left!: number;
}
