/**
 * A test's window on rendering: when a browser test installs `window.__renderProbe` (an object,
 * before the app loads), the page-level components count their renders in it by name. Without it
 * this does nothing. tests/e2e/base-at-rest.spec.ts reads it: /base at rest renders none of them.
 */
type Probe = Record<string, number>;

export function countRender(name: string): void {
  const probe = (globalThis as { __renderProbe?: Probe }).__renderProbe;
  if (probe) probe[name] = (probe[name] ?? 0) + 1;
}
