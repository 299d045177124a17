/**
 * A building's illustration for its card: a small night scene with the building standing on it, or,
 * at level 0, its blueprint (outlines only, drawn by CSS). Decorative: the name is written beside.
 */
import { BUILDING_IDS, type BuildingId } from '../../../game/index.ts';
import { useArtId } from './art-id.ts';
import { ArtDefs } from './art-defs.tsx';
import { Backdrop } from './backdrop.tsx';
import { BUILDING_SHAPES } from './building-shapes.tsx';

/** where the moon hangs beside each building, in turn (none for every fourth) */
const MOONS = [-34, 156, undefined, -60];

export function BuildingArt({ id, level }: { id: BuildingId; level: number }) {
  const p = useArtId();
  return (
    <svg
      className={level > 0 ? 'art building-art' : 'art building-art blueprint'}
      viewBox="0 0 120 64"
      preserveAspectRatio="xMidYMax meet"
      aria-hidden="true"
      focusable="false"
    >
      <ArtDefs p={p} />
      <Backdrop p={p} moon={MOONS[BUILDING_IDS.indexOf(id) % MOONS.length]} />
      <ellipse cx="60" cy="57" rx="48" ry="3" fill="#000" fillOpacity={0.35} />
      <g className="art-shape">{BUILDING_SHAPES[id](p)}</g>
    </svg>
  );
}
