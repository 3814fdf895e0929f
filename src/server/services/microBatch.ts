/**
 * Runs the calls made during one turn of the event loop as one statement. Fifty people saving at
 * once send their requests within a few milliseconds of each other: answering the ones that arrived
 * together with one round trip to the database instead of one each saves most of what a statement
 * costs both processes (the write to the socket, the wake-up, parsing, the commit), which is most of
 * what a small save costs.
 *
 * Each caller's promise settles with its own result once the statement that carried it has
 * finished, so nobody is answered before their own rows are committed. When the statement of a
 * batch fails, every call in it is run again alone: one bad call fails only itself.
 */
export class MicroBatch<In, Out> {
  private pending: { input: In; resolve: (out: Out) => void; reject: (error: unknown) => void }[] = [];
  private scheduled = false;

  /**
   * run answers one result per input, in order; maxSize bounds the inputs of one statement (more
   * start another batch at once).
   */
  constructor(
    private readonly run: (inputs: In[]) => Promise<Out[]>,
    private readonly maxSize = 200,
  ) {}

  add(input: In): Promise<Out> {
    return new Promise<Out>((resolve, reject) => {
      this.pending.push({ input, resolve, reject });
      if (this.pending.length >= this.maxSize) this.flush();
      else if (!this.scheduled) {
        this.scheduled = true;
        // After the callbacks of this turn (every request whose bytes arrived with this one).
        setImmediate(() => this.flush());
      }
    });
  }

  private flush() {
    this.scheduled = false;
    const calls = this.pending;
    if (!calls.length) return;
    this.pending = [];
    void this.run(calls.map((c) => c.input)).then(
      (outs) => calls.forEach((call, i) => call.resolve(outs[i]!)),
      (error: unknown) => {
        if (calls.length === 1) return calls[0]!.reject(error);
        for (const call of calls) this.run([call.input]).then((outs) => call.resolve(outs[0]!), call.reject);
      },
    );
  }
}

/** One batcher per database (and kind of statement), made on first use. */
export function perDatabase<K extends object, In, Out>(make: (key: K) => MicroBatch<In, Out>): (key: K) => MicroBatch<In, Out> {
  const batches = new WeakMap<K, MicroBatch<In, Out>>();
  return (key) => {
    let batch = batches.get(key);
    if (!batch) batches.set(key, (batch = make(key)));
    return batch;
  };
}
