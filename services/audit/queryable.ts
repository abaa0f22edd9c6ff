/** Anything that runs a parameterised query (a pg Pool or client). */
export interface Queryable {
  query<R = any>(text: string, values?: unknown[]): Promise<{ rows: R[] }>;
}
