import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { AppContext } from '../services/context';
import { AuthToken, LoginInput } from '../schema/accounts.types';
import { requirePrincipal } from '../services/access/require';
import { limitByIp, LOGIN_LIMIT } from '../services/accounts/limits';
import { login, switchWorkspace } from '../services/accounts/login';
import type { IssuedToken } from '../services/accounts/tokens';
import { UuidScalar } from '../schema/scalars';

const bearer = (issued: IssuedToken): AuthToken => ({ ...issued, token_type: 'Bearer' });

@Resolver()
export class AuthResolver {
  @Mutation(() => AuthToken, {
    description: 'Logs in with email, password and (when 2FA is on) mfa_code. Rate limited per IP.',
  })
  async login(@Arg('input', () => LoginInput) input: LoginInput, @Ctx() ctx: AppContext): Promise<AuthToken> {
    await limitByIp(ctx, LOGIN_LIMIT);
    return bearer(await login(ctx.em, ctx.services, input));
  }

  @Mutation(() => AuthToken, { description: 'A new token bound to another workspace of the caller.' })
  async switch_workspace(@Arg('id', () => UuidScalar) id: string, @Ctx() ctx: AppContext): Promise<AuthToken> {
    const principal = requirePrincipal(ctx);
    return bearer(await switchWorkspace(ctx.em, ctx.services, principal.user_id, id));
  }
}
