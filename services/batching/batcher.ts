/**
 * Turns concurrent single calls into batched ones: calls made while the event loop is busy with
 * other requests are collected and run together at the next check phase (setImmediate), so one
 * round trip (one Redis command, one SQL statement) serves every request of that turn, while a lone
 * call waits for nothing but the end of its turn. At most `maxParallel` batches are in flight;
 * calls arriving meanwhile form the next batch. Each caller gets its own result: `run` answers
 * one entry per input, in order, and an Error entry fails that caller alone.
 */
export class Batcher<I, O> {
  private queue: { input: I; resolve(output: O): void; reject(error: unknown): void }[] = [];
  private running = 0;
  private scheduled = false;

  constructor(
    private readonly run: (inputs: I[]) => Promise<(O | Error)[]>,
    private readonly limits: { maxBatch: number; maxParallel: number },
  ) {}

  add(input: I): Promise<O> {
    return new Promise((resolve, reject) => {
      this.queue.push({ input, resolve, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => {
          this.scheduled = false;
          this.pump();
        });
      }
    });
  }

  private pump(): void {
    while (this.running < this.limits.maxParallel && this.queue.length) {
      const batch = this.queue.splice(0, this.limits.maxBatch);
      this.running++;
      void this.flush(batch).finally(() => {
        this.running--;
        this.pump();
      });
    }
  }

  private async flush(batch: Batcher<I, O>['queue']): Promise<void> {
    let outputs: (O | Error)[];
    try {
      outputs = await this.run(batch.map((entry) => entry.input));
      if (outputs.length !== batch.length)
        throw new Error(`batch answered ${outputs.length} results for ${batch.length} inputs`);
    } catch (error) {
      for (const entry of batch) entry.reject(error);
      return;
    }
    batch.forEach((entry, index) => {
      const output = outputs[index];
      if (output instanceof Error) entry.reject(output);
      else entry.resolve(output);
    });
  }
}
