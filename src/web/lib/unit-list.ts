/** Unit counts in a link ("ranger:10,interceptor:4"): the scout report hands what it saw to the simulator. */
import { UNIT_IDS, type UnitCounts, type UnitId } from '../../game/index.ts';

export const unitsToParam = (u: UnitCounts) =>
  UNIT_IDS.filter((id) => (u[id] ?? 0) > 0)
    .map((id) => `${id}:${u[id]}`)
    .join(',');

export function unitsFromParam(text: unknown): UnitCounts {
  const out: UnitCounts = {};
  if (typeof text !== 'string') return out;
  for (const part of text.split(',')) {
    const [id, n] = part.split(':');
    const count = Number(n);
    if (
      (UNIT_IDS as readonly string[]).includes(id ?? '') &&
      Number.isInteger(count) &&
      count > 0 &&
      count <= 10_000_000
    )
      out[id as UnitId] = count;
  }
  return out;
}
