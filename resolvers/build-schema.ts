import 'reflect-metadata';
import { GraphQLSchema, lexicographicSortSchema, printSchema } from 'graphql';
import { buildSchema, type PubSub } from 'type-graphql';
import { resolvers } from './index';
import { mapDomainErrors } from '../schema/errors';

/** Builds the executable schema once per process from the type-graphql classes. */
export async function buildAppSchema(pubSub: PubSub): Promise<GraphQLSchema> {
  const schema = await buildSchema({
    resolvers,
    pubSub,
    validate: { forbidUnknownValues: false },
    emitSchemaFile: false,
  });
  // Domain errors thrown by services become GraphQL errors with their code and HTTP status.
  return mapDomainErrors(schema);
}

/** A pub/sub that goes nowhere, for printing the schema without Redis. */
export const silentPubSub: PubSub = {
  publish: () => undefined,
  subscribe: () => ({ [Symbol.asyncIterator]: () => ({ next: async () => ({ done: true, value: undefined }) }) }),
};

/** The committed SDL form of the schema (sorted, so diffs show only real changes). */
export async function printAppSchema(): Promise<string> {
  return printSchema(lexicographicSortSchema(await buildAppSchema(silentPubSub))) + '\n';
}
