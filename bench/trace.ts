/**
 * Reading Chrome traces in the benches: each thread's busy time and the events with the most self
 * time, per timed input.
 */

/** What the benches record: the DevTools timeline plus the compositor's and the display compositor's work. */
export const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'blink', 'cc', 'viz', 'gpu'];

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { type?: string } };
}

/** Per thread: its busy time (top-level events) and the self time of its busiest event names, in ms per input. */
export type TraceSummary = { thread: string; busy: number; top: [string, number][] }[];

/**
 * Sums a trace per thread, per input: events nest, so each event's self time is its duration less
 * its children's, and a thread's busy time is the sum of its top-level events.
 */
export function summariseTrace(trace: { traceEvents: TraceEvent[] }, inputs: number, topN = 8): TraceSummary {
  const names = new Map<string, string>();
  for (const e of trace.traceEvents) if (e.ph === 'M' && e.name === 'thread_name') names.set(`${e.pid}:${e.tid}`, e.args?.name ?? '?');
  const byThread = new Map<string, TraceEvent[]>();
  for (const e of trace.traceEvents) {
    if (e.ph !== 'X' || !e.dur) continue;
    const key = `${e.pid}:${e.tid}`;
    let list = byThread.get(key);
    if (!list) byThread.set(key, (list = []));
    list.push(e);
  }
  const out: TraceSummary = [];
  for (const [key, events] of byThread) {
    events.sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
    const self = new Map<string, number>();
    const stack: { end: number; name: string }[] = [];
    let busy = 0;
    for (const e of events) {
      while (stack.length && stack.at(-1)!.end <= e.ts) stack.pop();
      const parent = stack.at(-1);
      const label = e.name === 'EventDispatch' ? `EventDispatch ${e.args?.data?.type ?? ''}` : e.name;
      self.set(label, (self.get(label) ?? 0) + e.dur!);
      if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - Math.min(e.dur!, parent.end - e.ts));
      else busy += e.dur!;
      stack.push({ end: e.ts + e.dur!, name: label });
    }
    const per = (us: number) => us / 1000 / inputs;
    const top = [...self]
      .map(([n, us]): [string, number] => [n, per(us)])
      .sort((a, b) => b[1] - a[1])
      .slice(0, topN)
      .filter(([, ms]) => ms >= 0.05);
    out.push({ thread: names.get(key) ?? key, busy: per(busy), top });
  }
  return out.filter((t) => t.busy >= 0.05).sort((a, b) => b.busy - a.busy);
}

export function printTraceSummary(title: string, summary: TraceSummary): void {
  console.log(`\n${title} (ms per input; a thread's busy time, then the self time of its busiest events):`);
  for (const t of summary) {
    console.log(`  ${t.thread.padEnd(28)} ${t.busy.toFixed(2).padStart(7)}`);
    for (const [name, ms] of t.top) console.log(`      ${ms.toFixed(2).padStart(7)}  ${name}`);
  }
}
