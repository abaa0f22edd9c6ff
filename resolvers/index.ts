import type { NonEmptyArray } from 'type-graphql';
import { SystemResolver } from './system.resolver';
import { AuthResolver } from './auth.resolver';
import { MeResolver } from './me.resolver';
import { WebhooksResolver } from './webhooks.resolver';

/** Every resolver of the GraphQL core. Each area adds its resolvers here. */
export const resolvers: NonEmptyArray<Function> = [SystemResolver, AuthResolver, MeResolver, WebhooksResolver];
