import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../services/context';
import { AuthToken } from '../schema/accounts.types';
import {
  BackupCodes,
  ChangePasswordInput,
  ConfirmTwoFactorInput,
  TwoFactorReauthInput,
  TwoFactorSetup,
  TwoFactorStatus,
} from '../schema/account-security.types';
import { requireAccountCaller } from '../services/access/require';
import {
  beginTwoFactor,
  changePassword,
  confirmTwoFactor,
  disableTwoFactor,
  regenerateBackupCodes,
  twoFactorStatus,
} from '../services/accounts/account-security';
import { ACCOUNT_SECURITY_LIMIT, limitByAccount } from '../services/accounts/limits';

/** /me/password and /me/2fa/*: the caller's own account, open under an invalid licence, limited per account. */
async function accountCaller(ctx: AppContext) {
  const principal = requireAccountCaller(ctx);
  await limitByAccount(ctx, ACCOUNT_SECURITY_LIMIT, principal.user_id);
  return principal;
}

@Resolver()
export class AccountSecurityResolver {
  @Mutation(() => AuthToken, {
    description: 'Changes the password; every earlier token answers 401 from now on. Returns a fresh token.',
  })
  async change_password(
    @Arg('input', () => ChangePasswordInput) input: ChangePasswordInput,
    @Ctx() ctx: AppContext,
  ): Promise<AuthToken> {
    const principal = await accountCaller(ctx);
    return {
      ...(await changePassword(ctx.em, ctx.services, principal.user_id, principal.workspace_id, input)),
      token_type: 'Bearer',
    };
  }

  @Query(() => TwoFactorStatus, {
    description: 'Whether 2FA is on for the caller, and how many backup codes are left.',
  })
  async two_factor_status(@Ctx() ctx: AppContext): Promise<TwoFactorStatus> {
    const principal = requireAccountCaller(ctx);
    return twoFactorStatus(ctx.em, principal.user_id);
  }

  @Mutation(() => TwoFactorSetup, { description: 'Begins 2FA set-up: a new TOTP secret and its otpauth URI.' })
  async begin_two_factor(@Ctx() ctx: AppContext): Promise<TwoFactorSetup> {
    const principal = await accountCaller(ctx);
    return beginTwoFactor(ctx.em, ctx.services, principal.user_id);
  }

  @Mutation(() => BackupCodes, {
    description: 'Confirms 2FA set-up with a current code; 2FA is on from now. Returns ten backup codes.',
  })
  async confirm_two_factor(
    @Arg('input', () => ConfirmTwoFactorInput) input: ConfirmTwoFactorInput,
    @Ctx() ctx: AppContext,
  ): Promise<BackupCodes> {
    const principal = await accountCaller(ctx);
    return confirmTwoFactor(ctx.em, ctx.services, principal.user_id, input.code);
  }

  @Mutation(() => TwoFactorStatus, { description: 'Turns 2FA off; needs the password or a code.' })
  async disable_two_factor(
    @Arg('input', () => TwoFactorReauthInput) input: TwoFactorReauthInput,
    @Ctx() ctx: AppContext,
  ): Promise<TwoFactorStatus> {
    const principal = await accountCaller(ctx);
    await disableTwoFactor(ctx.em, ctx.services, principal.user_id, input);
    return twoFactorStatus(ctx.em, principal.user_id);
  }

  @Mutation(() => BackupCodes, {
    description: 'Replaces the backup codes with ten new ones; needs the password or a code.',
  })
  async regenerate_backup_codes(
    @Arg('input', () => TwoFactorReauthInput) input: TwoFactorReauthInput,
    @Ctx() ctx: AppContext,
  ): Promise<BackupCodes> {
    const principal = await accountCaller(ctx);
    return regenerateBackupCodes(ctx.em, ctx.services, principal.user_id, input);
  }
}
