/**
 * Watching the trading stations' prices (decision 082): a station's day for one resource is an
 * anomaly when its closing price in food leaves the band [median / PRICE_FACTOR, median × PRICE_FACTOR]
 * of its trailing median, or its volume exceeds VOLUME_FACTOR × the trailing median volume. The
 * trailing median is taken over the days with trades in the ANOMALY_WINDOW_DAYS before; with fewer
 * than MIN_HISTORY_DAYS of them a station is too new to judge and raises nothing. Movers are the
 * station resources whose close moved the most against their previous trading day.
 */

/** Days before the one judged that make its baseline. */
export const ANOMALY_WINDOW_DAYS = 7;
/** Days with trades the baseline needs before anything is judged. */
export const MIN_HISTORY_DAYS = 3;
/** A close above median × this, or below median ÷ this, is an alert. */
export const PRICE_FACTOR = 2;
/** A volume above median × this is an alert. */
export const VOLUME_FACTOR = 4;

export interface MarketDay {
  /** YYYY-MM-DD (UTC) */
  day: string;
  close: number;
  volume: number;
}

export type MarketAlertKind = 'price-high' | 'price-low' | 'volume';
export interface MarketAlert {
  kind: MarketAlertKind;
  /** the day's figure (close or volume) */
  value: number;
  /** the trailing median it was judged against */
  median: number;
}

export function median(xs: readonly number[]): number {
  if (xs.length === 0) return 0;
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
}

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Math.floor(Date.parse(`${day}T00:00:00Z`) / DAY_MS);

/** The days of `series` in the window before `day` (not `day` itself), oldest first. */
export function trailingDays(series: readonly MarketDay[], day: string): MarketDay[] {
  const d = dayNumber(day);
  return series
    .filter((x) => {
      const n = dayNumber(x.day);
      return n < d && n >= d - ANOMALY_WINDOW_DAYS;
    })
    .sort((a, b) => a.day.localeCompare(b.day));
}

/** What is anomalous about `today` against the station resource's trailing days in `series`. */
export function marketAlerts(series: readonly MarketDay[], today: MarketDay): MarketAlert[] {
  const past = trailingDays(series, today.day);
  if (past.length < MIN_HISTORY_DAYS) return [];
  const out: MarketAlert[] = [];
  const price = median(past.map((x) => x.close));
  if (price > 0 && today.close > price * PRICE_FACTOR)
    out.push({ kind: 'price-high', value: today.close, median: price });
  if (price > 0 && today.close < price / PRICE_FACTOR)
    out.push({ kind: 'price-low', value: today.close, median: price });
  const volume = median(past.map((x) => x.volume));
  if (volume > 0 && today.volume > volume * VOLUME_FACTOR)
    out.push({ kind: 'volume', value: today.volume, median: volume });
  return out;
}

/** The close's change against the last trading day before it in the window (a fraction; null without one). */
export function priceChange(series: readonly MarketDay[], today: MarketDay): number | null {
  const prev = trailingDays(series, today.day).at(-1);
  if (!prev || prev.close <= 0) return null;
  return today.close / prev.close - 1;
}

/** The `n` rows whose change is the largest either way (rows without a change left out). */
export function topMovers<T extends { change: number | null }>(rows: readonly T[], n: number): T[] {
  return rows
    .filter((r) => r.change !== null && r.change !== 0)
    .sort((a, b) => Math.abs(b.change as number) - Math.abs(a.change as number))
    .slice(0, n);
}
