/**
 * The fleets the map draws: mine (getMapMarches, placed from server times as the march queue's
 * countdowns are), my allies', the hostile ones flying at me or an ally and strangers' the
 * observatory sees (mapFleets, decision 080), and from
 * the hostile ones, whose bases the map marks hostile and where they stand.
 */
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { coordinatesOf, type Spot } from '../../../game/index.ts';
import { formatDuration } from '../../components/countdown.tsx';
import { sameJson, useTick } from '../../lib/clock.ts';
import { legEnd, legStart, type March } from '../../lib/marches-data.ts';
import type { Fleet } from './galaxy-view.tsx';
import { type MapFleet, useMapFleets } from './map-data.ts';

const NONE: never[] = [];

const along = (now: number, start: number, end: number) =>
  Math.min(1, Math.max(0, (now - start) / Math.max(1, end - start)));

/**
 * Where the fleets stand at the server's `skewMs`-corrected now. The value changes only while one
 * is in flight (its place and time left move): with none, the clock's ticks re-render nothing.
 */
export function useFleetsOnMap(home: Spot | null, marches: March[], skewMs: number) {
  const { t } = useTranslation();
  const others = useMapFleets(!!home).data ?? NONE;
  const fleets = useTick(skewMs, (now) => (home ? fleetsAt(home, marches, others, now, t) : NONE), sameJson);
  // the same set while the fleets are the same: the map is memoised on it
  const known = home !== null;
  const hostileFleets = useMemo(() => (known ? others.filter((f) => f.relation === 'hostile') : NONE), [known, others]);
  const hostile = useMemo(() => new Set(hostileFleets.map((f) => f.commander)), [hostileFleets]);
  return { fleets, hostile, hostileBases: hostileFleets.map((f) => f.from) };
}

function fleetsAt(home: Spot, marches: March[], others: MapFleet[], now: number, t: TFunction): Fleet[] {
  const mine: Fleet[] = marches
    .filter((m) => m.kind !== 'portal' && (m.status === 'marching' || m.status === 'returning'))
    .map((m) => {
      const end = legEnd(m);
      const returning = m.status === 'returning';
      const eta = formatDuration(end - now);
      return {
        id: m.id,
        from: returning ? m.target : home,
        to: returning ? home : m.target,
        done: along(now, legStart(m), end),
        returning,
        eta,
        relation: 'own',
        title: `${t(`marches.phase.${m.phase}`)} · ${t(`celestial.${m.target.kind}`)} ${coordinatesOf(m.target)} · ${eta}`,
      };
    });
  const theirs: Fleet[] = others
    .filter((f) => f.legEnd > now)
    .map((f) => {
      const eta = formatDuration(f.legEnd - now);
      return {
        id: f.id,
        from: f.from,
        to: f.to,
        done: along(now, f.legStart, f.legEnd),
        returning: f.phase === 'returning',
        eta,
        relation: f.relation,
        title: t(f.relation === 'neutral' ? 'mapvision.fleet' : `galaxy.mapView.fleet.${f.relation}`, {
          commander: f.commander,
          phase: t(`marches.phase.${f.phase}`),
          at: coordinatesOf(f.to),
          eta,
        }),
      };
    });
  // mine last: drawn on top
  return [...theirs, ...mine];
}
