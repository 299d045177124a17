/** Layout checks a player would notice: something drawn past the edge of the box that holds it. */
import type { Locator } from './fixtures.ts';

/**
 * The elements inside `box` whose right or left edge lies outside it (a long word that did not
 * break, a button pushed past the panel), each named by its tag and text; empty when all fit.
 */
export function outside(box: Locator): Promise<string[]> {
  return box.evaluate((root) => {
    const edge = root.getBoundingClientRect();
    const out: string[] = [];
    for (const el of Array.from(root.querySelectorAll('*'))) {
      const r = el.getBoundingClientRect();
      if (r.width === 0) continue;
      // past the box's edges, or its own text running out of it (overflow shows, the box stays)
      const spills = el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1;
      if (r.right > edge.right + 0.5 || r.left < edge.left - 0.5 || spills) {
        out.push(`${el.tagName.toLowerCase()}: ${(el.textContent ?? '').trim().slice(0, 40)}`);
      }
    }
    return out;
  });
}
