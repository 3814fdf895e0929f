/**
 * Which components React renders, counted in the page through the hook React offers developer tools:
 * each commit's function, forwardRef and memo components that did work, filed under the phase the
 * page is in when React commits (`window.reactPhase`, set by the bench). Names are readable in a build
 * made with `--minify false`.
 */
import type { Page } from 'playwright';

// Plain JavaScript given to the page as text, before React loads.
const SCRIPT = `(() => {
  const counts = {};
  window.reactPhase = 'other';
  window.reactRenders = counts;
  const nameOf = (type) => type && (type.displayName || type.name || (type.render && (type.render.displayName || type.render.name)) || (type.type && nameOf(type.type)));
  const isComponent = (f) => f.tag === 0 || f.tag === 1 || f.tag === 11 || f.tag === 14 || f.tag === 15;
  const count = (f, phase) => {
    const name = nameOf(f.type) || '(anonymous)';
    const bucket = (counts[phase] ??= {});
    bucket[name] = (bucket[name] ?? 0) + 1;
  };
  // A subtree new in this commit: every component in it rendered.
  const mounted = (f, phase) => {
    for (; f; f = f.sibling) {
      if (isComponent(f)) count(f, phase);
      mounted(f.child, phase);
    }
  };
  // A fiber kept from the last commit: it rendered when it did work (PerformedWork, flag 1); its
  // children were reached only when its child list is a new one (a bail-out keeps the old list).
  const updated = (next, prev, phase) => {
    if (isComponent(next) && (next.flags & 1) === 1) count(next, phase);
    if (next.child === prev.child) return;
    for (let c = next.child; c; c = c.sibling) {
      if (c.alternate) updated(c, c.alternate, phase);
      else {
        if (isComponent(c)) count(c, phase);
        mounted(c.child, phase);
      }
    }
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer) { const id = this.renderers.size + 1; this.renderers.set(id, renderer); return id; },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberRoot(_id, root) { const next = root.current; if (next.alternate) updated(next, next.alternate, window.reactPhase); else mounted(next.child, window.reactPhase); },
    onPostCommitFiberRoot() {},
    onCommitFiberUnmount() {},
  };
})();`;

/** Counts React's renders in the page from its next navigation on. */
export async function installReactCommitCounter(page: Page): Promise<void> {
  await page.addInitScript(SCRIPT);
}

/** The components rendered per phase since the last call, divided by `per` (e.g. the clicks), most first. */
export async function takeReactRenders(page: Page, per: number): Promise<Record<string, [string, number][]>> {
  const counts = await page.evaluate(() => {
    const w = window as unknown as { reactRenders: Record<string, Record<string, number>> };
    const taken = JSON.parse(JSON.stringify(w.reactRenders)) as Record<string, Record<string, number>>;
    for (const k of Object.keys(w.reactRenders)) delete w.reactRenders[k];
    return taken;
  });
  return Object.fromEntries(Object.entries(counts).map(([phase, byName]) => [phase, Object.entries(byName).map(([name, n]) => [name, n / per] as [string, number]).sort((a, b) => b[1] - a[1])]));
}
