/**
 * Builds `$n` placeholders while collecting their values: the one builder of the hand-written SQL
 * (reports, logs, cost updates).
 */
export class Params {
  readonly values: unknown[];
  constructor(values: unknown[] = []) {
    this.values = [...values];
  }

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }

  /** A parameter bound only when its SQL is used (Postgres cannot type a parameter no statement reads). */
  lazy(value: unknown, cast: string): () => string {
    let sql: string | null = null;
    return () => (sql ??= `${this.add(value)}${cast}`);
  }
}
