import type { CopyEngine, CopyReads } from './copy-store';
import { readWhenCurrent, type CopyAnswer, type CopyLines, type CopyReader, type Unavailable } from './reader';

/**
 * A process that does not own the copy, reading a server every process can reach (ClickHouse)
 * itself (docs/reports.md, "Direct reads"): before each read it asks the owner to catch up (op
 * `current` over Redis, a few bytes each way), answered once the copy holds every write committed
 * before the request; then it runs the report's statement on the server, so the rows never travel
 * through the owner or Redis. Exact as the owner's own reads. The owner absent, rebuilding, behind
 * or the server unreachable: `unavailable`, and the report reads Postgres, saying so.
 */
export class DirectCopyReader implements CopyReader {
  readonly access = 'direct' as const;
  readonly engine: CopyEngine;

  constructor(
    private readonly owner: { ensureCurrent(): Promise<Unavailable | null>; copyStatus: CopyReader['copyStatus'] },
    private readonly reads: CopyReads,
  ) {
    this.engine = reads.engine;
  }

  copyStatus() {
    return this.owner.copyStatus();
  }

  grouped(sql: string, values: (string | number | boolean | null)[]): Promise<CopyAnswer> {
    return readWhenCurrent(
      () => this.owner.ensureCurrent(),
      (error) => this.reads.isDown(error),
      async () => ({ rows: await this.reads.query(sql, values) }),
    );
  }

  streamLines(sql: string, values: (string | number | boolean | null)[]): Promise<CopyLines> {
    return readWhenCurrent(
      () => this.owner.ensureCurrent(),
      (error) => this.reads.isDown(error),
      async () => ({ chunks: await this.reads.streamLines(sql, values) }),
    );
  }
}
