/**
 * Collects the calls made during one turn of the event loop and runs them together once the turn's
 * I/O callbacks are done (setImmediate): the requests Node parsed in the same turn then share one
 * Redis command instead of sending one each. A lone call still goes out in the same turn.
 * `run` answers one result per input, in order; if it throws, every input gets `fallback`.
 */
export class TickBatcher<In, Out> {
  private inputs: In[] = [];
  private waiters: ((out: Out) => void)[] = [];
  private scheduled = false;

  constructor(
    private readonly run: (inputs: In[]) => Promise<Out[]>,
    private readonly fallback: (input: In) => Out,
    private readonly maxBatch = 1000,
  ) {}

  call(input: In): Promise<Out> {
    return new Promise<Out>((resolve) => {
      this.inputs.push(input);
      this.waiters.push(resolve);
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(this.flush);
      }
    });
  }

  private readonly flush = (): void => {
    this.scheduled = false;
    const inputs = this.inputs;
    const waiters = this.waiters;
    this.inputs = [];
    this.waiters = [];
    for (let start = 0; start < inputs.length; start += this.maxBatch) {
      void this.settle(inputs.slice(start, start + this.maxBatch), waiters.slice(start, start + this.maxBatch));
    }
  };

  private async settle(inputs: In[], waiters: ((out: Out) => void)[]): Promise<void> {
    let outs: Out[];
    try {
      outs = await this.run(inputs);
    } catch {
      outs = inputs.map(this.fallback);
    }
    for (let i = 0; i < waiters.length; i++) waiters[i](i < outs.length ? outs[i] : this.fallback(inputs[i]));
  }
}
