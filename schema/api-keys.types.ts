import { Field, InputType, ObjectType, registerEnumType } from 'type-graphql';
import type { ApiKeyScope } from '../services/accounts/api-keys';
import { UuidScalar } from './scalars';

export const ApiKeyScopeEnum = { read: 'read', write: 'write' } as const;
registerEnumType(ApiKeyScopeEnum, { name: 'ApiKeyScope', description: '`write` is required by the Click API.' });

@ObjectType({ description: 'A Click API key of the workspace; only its prefix is ever shown after creation.' })
export class ApiKeyInfo {
  @Field(() => UuidScalar)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String, { description: '`ak_` and the first 8 characters of the key.' })
  prefix!: string;

  @Field(() => [ApiKeyScopeEnum])
  scopes!: ApiKeyScope[];

  @Field(() => Date, { nullable: true })
  last_used_at!: Date | null;

  @Field(() => Date, { nullable: true })
  revoked_at!: Date | null;

  @Field(() => Date)
  created_at!: Date;
}

@ObjectType({ description: 'A new API key: `key` is shown this once and cannot be recovered.' })
export class CreatedApiKey {
  @Field(() => ApiKeyInfo)
  api_key!: ApiKeyInfo;

  @Field(() => String)
  key!: string;
}

@InputType()
export class CreateApiKeyInput {
  @Field(() => String)
  name!: string;

  @Field(() => [ApiKeyScopeEnum])
  scopes!: ApiKeyScope[];
}
