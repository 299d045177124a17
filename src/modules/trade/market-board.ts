/**
 * The stations' board on the economy page (decision 087): each trading station's prices and volumes
 * per day from `market_days`, the days the price watch (src/game/market-watch.ts) flags, and the
 * day's biggest price moves; and the anomalies of the last days across every world, for the control
 * panel's notice.
 */
import { ANOMALY_WINDOW_DAYS, type MarketAlertKind, marketAlerts, priceChange } from '../../game/index.ts';
import type { Executor } from '../../platform/db.ts';
import { listWorlds } from '../worlds/index.ts';
import { marketDays } from './prices.ts';

/** Days a station's chart shows, the judged day last. */
export const BOARD_DAYS = 14;
const DAY_MS = 86_400_000;
const shift = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

export interface BoardDay {
  day: string;
  open: number;
  close: number;
  low: number;
  high: number;
  volume: number;
  trades: number;
}
export interface MarketAnomaly {
  day: string;
  x: number;
  y: number;
  resource: string;
  kind: MarketAlertKind;
  /** the day's close or volume */
  value: number;
  /** the 7-day median it was judged against */
  median: number;
}
export interface StationSeries {
  x: number;
  y: number;
  resource: string;
  /** the shown days with trades, oldest first */
  days: BoardDay[];
  /** the close of the judged day against the trading day before it (a fraction), null without both */
  change: number | null;
  anomalies: MarketAnomaly[];
}

/** Every station resource's series over the BOARD_DAYS ending at `day`, each shown day judged against the 7 before it. */
export async function stationBoard(ex: Executor, worldId: string, day: string) {
  const first = shift(day, -(BOARD_DAYS - 1));
  const rows = await marketDays(ex, worldId, shift(first, -ANOMALY_WINDOW_DAYS), day);
  const groups = new Map<string, typeof rows>();
  for (const r of rows) {
    const key = `${r.x}:${r.y}:${r.resource}`;
    const list = groups.get(key) ?? [];
    list.push(r);
    groups.set(key, list);
  }
  const stations: StationSeries[] = [];
  for (const list of groups.values()) {
    const { x, y, resource } = list[0] as (typeof rows)[number];
    const shown = list.filter((r) => r.day >= first);
    if (shown.length === 0) continue;
    const anomalies = shown.flatMap((d) =>
      marketAlerts(list, d).map((a) => ({
        day: d.day,
        x,
        y,
        resource,
        kind: a.kind,
        value: a.value,
        median: a.median,
      })),
    );
    const today = shown.find((d) => d.day === day);
    stations.push({
      x,
      y,
      resource,
      days: shown.map(({ day, open, close, low, high, volume, trades }) => ({
        day,
        open,
        close,
        low,
        high,
        volume,
        trades,
      })),
      change: today ? priceChange(list, today) : null,
      anomalies,
    });
  }
  // the flagged first, then the largest moves of the day, then by place
  const flagged = (s: StationSeries) => s.anomalies.some((a) => a.day === day);
  stations.sort(
    (a, b) =>
      Number(flagged(b)) - Number(flagged(a)) ||
      Math.abs(b.change ?? 0) - Math.abs(a.change ?? 0) ||
      a.x - b.x ||
      a.y - b.y ||
      a.resource.localeCompare(b.resource),
  );
  return {
    day,
    from: first,
    stations,
    anomalies: stations.flatMap((s) => s.anomalies).sort((a, b) => b.day.localeCompare(a.day)),
  };
}

/** The anomalies of `day` and the day before in every world (the control panel's notice), newest first. */
export async function recentAnomalies(ex: Executor, now: number) {
  const day = new Date(now).toISOString().slice(0, 10);
  const yesterday = shift(day, -1);
  const out: (MarketAnomaly & { worldId: string; worldName: string })[] = [];
  for (const w of await listWorlds(ex)) {
    const board = await stationBoard(ex, w.id, day);
    for (const a of board.anomalies) if (a.day >= yesterday) out.push({ ...a, worldId: w.id, worldName: w.name });
  }
  return out.sort((a, b) => b.day.localeCompare(a.day) || a.worldName.localeCompare(b.worldName));
}
