/**
 * The always-on resources: amount counting up live (the server's src/game function and snapshot),
 * and on click, tap or Enter the breakdown: cap, what is safe from plunder, where the rate comes
 * from (building, research, upkeep) and when the store is full or empty. Escape or a click
 * elsewhere closes it.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  activeBoosts,
  levelOf,
  msUntilLimit,
  plunderable,
  RESOURCES,
  type ResourceKind,
  rateBreakdown,
  resourcesAt,
  baseUpkeep,
} from '../../game/index.ts';
import { StatList } from '../components/stat-list.tsx';
import { formatDuration } from '../components/countdown.tsx';
import { ResourceIcon } from '../components/game-icons.tsx';
import { type BaseData, useBase, useServerNow } from '../lib/base-data.ts';

const fmt = (n: number) =>
  n >= 1e6 ? `${(n / 1e6).toFixed(n >= 1e7 ? 0 : 1)}M` : n >= 1e4 ? `${Math.floor(n / 1e3)}k` : String(n);
const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? String(n) : '0');

export function ResourceBar() {
  const { t } = useTranslation();
  const base = useBase().data;
  const now = useServerNow(base?.skewMs ?? 0);
  const amounts = base ? resourcesAt(base.snapshot, now) : null;
  const [open, setOpen] = useState<ResourceKind | null>(null);
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(null);
    const onDown = (e: MouseEvent) => ref.current && !ref.current.contains(e.target as Node) && setOpen(null);
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onDown);
    };
  }, [open]);

  return (
    <section className="resource-bar" aria-label={t('game.resources')} ref={ref}>
      {RESOURCES.map((r) => {
        const rate = base?.snapshot.ratePerHour[r] ?? 0;
        const full = !!amounts && !!base && r !== 'credits' && amounts[r] >= base.snapshot.capacity[r];
        return (
          <button
            type="button"
            className={full ? 'res res-full' : 'res'}
            key={r}
            data-resource={r}
            aria-expanded={open === r}
            aria-controls={open === r ? 'res-detail' : undefined}
            disabled={!base}
            title={
              amounts && base
                ? r === 'credits'
                  ? String(amounts[r])
                  : `${amounts[r]} / ${base.snapshot.capacity[r]}`
                : undefined
            }
            onClick={() => setOpen(open === r ? null : r)}
          >
            <ResourceIcon kind={r} />
            <span className="res-name">{t(`resources.${r}`)}</span>
            <span className="num" data-testid={`res-${r}`}>
              {amounts ? fmt(amounts[r]) : '—'}
            </span>
            {full && <span className="res-flag">{t('game.full')}</span>}
            {rate !== 0 && !full && (
              <span className={rate < 0 ? 'res-rate num res-falling' : 'res-rate num'} data-testid={`rate-${r}`}>
                {t('game.perHour', { rate: signed(rate) })}
              </span>
            )}
          </button>
        );
      })}
      {open && base && amounts && <ResourceDetail kind={open} base={base} amount={amounts[open]} now={now} />}
    </section>
  );
}

function ResourceDetail({
  kind,
  base,
  amount,
  now,
}: {
  kind: ResourceKind;
  base: BaseData;
  amount: number;
  now: number;
}) {
  const { t } = useTranslation();
  const snap = base.snapshot;
  const rate = snap.ratePerHour[kind];
  const safe =
    amount - plunderable({ ...snap.amounts, [kind]: amount }, levelOf(base.buildings, 'resource-depot'))[kind];
  const limit = msUntilLimit(snap, kind);
  const left = limit === null ? null : snap.settledAt + limit - now;
  const rows: [string, string][] = [
    [t('game.detail.stored'), kind === 'credits' ? String(amount) : `${amount} / ${snap.capacity[kind]}`],
  ];
  if (kind !== 'credits') rows.push([t('game.detail.safe'), String(safe)]);
  if (kind === 'food' || kind === 'steel' || kind === 'energy') {
    const parts = rateBreakdown(
      base.buildings,
      base.research,
      baseUpkeep(base),
      activeBoosts(base.boosts, snap.settledAt),
      base.economySpeed,
    )[kind];
    rows.push([t('game.detail.base'), t('game.perHour', { rate: signed(parts.base) })]);
    rows.push([t('game.detail.building'), t('game.perHour', { rate: signed(parts.building) })]);
    rows.push([t('game.detail.bonus'), t('game.perHour', { rate: signed(parts.bonus) })]);
    if (kind === 'food') rows.push([t('game.detail.upkeep'), t('game.perHour', { rate: signed(-parts.upkeep) })]);
  }
  rows.push([t('game.detail.net'), t('game.perHour', { rate: signed(rate) })]);
  if (left !== null && left > 0)
    rows.push([rate > 0 ? t('game.detail.fullIn') : t('game.detail.emptyIn'), formatDuration(left)]);
  return (
    <section
      id="res-detail"
      className="res-detail panel"
      aria-label={t('game.detail.title', { name: t(`resources.${kind}`) })}
    >
      <h2>{t(`resources.${kind}`)}</h2>
      <StatList rows={rows} />
      <p className="hint">{t(`game.detail.source.${kind}`)}</p>
    </section>
  );
}
