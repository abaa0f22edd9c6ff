/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A date-time string at UTC, such as 2007-12-03T10:15:30Z, compliant with the `date-time` format outlined in section 5.6 of the RFC 3339 profile of the ISO 8601 standard for representation of dates and times using the Gregorian calendar.This scalar is serialized to a string in ISO 8601 format and parsed from a string in ISO 8601 format. */
  DateTimeISO: { input: string; output: string; }
};

/** A tick of a live connection, so a dashboard can show that it is live. */
export type Heartbeat = {
  __typename?: 'Heartbeat';
  sequence: Scalars['Int']['output'];
  server_time: Scalars['DateTimeISO']['output'];
};

export type Query = {
  __typename?: 'Query';
  service_info: ServiceInfo;
};

/** The running service: name, version and uptime. */
export type ServiceInfo = {
  __typename?: 'ServiceInfo';
  name: Scalars['String']['output'];
  server_time: Scalars['DateTimeISO']['output'];
  /** Seconds since this process started. */
  uptime_seconds: Scalars['Float']['output'];
  version: Scalars['String']['output'];
};

export type Subscription = {
  __typename?: 'Subscription';
  /** Ticks every interval_seconds (1 to 60) while the connection is open. */
  heartbeat: Heartbeat;
};


export type SubscriptionHeartbeatArgs = {
  interval_seconds?: Scalars['Int']['input'];
};

export type ServiceInfoQueryVariables = Exact<{ [key: string]: never; }>;


export type ServiceInfoQuery = { service_info: { name: string, version: string, uptime_seconds: number, server_time: string } };


export const ServiceInfoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ServiceInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"service_info"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"uptime_seconds"}},{"kind":"Field","name":{"kind":"Name","value":"server_time"}}]}}]}}]} as unknown as DocumentNode<ServiceInfoQuery, ServiceInfoQueryVariables>;