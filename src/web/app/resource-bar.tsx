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
import { useTick } from '../lib/clock.ts';
import { countRender } from '../lib/render-probe.ts';

const fmt = (n: number) =>
  n >= 1e6 ? `${(n / 1e6).toFixed(n >= 1e7 ? 0 : 1)}M` : n >= 1e4 ? `${Math.floor(n / 1e3)}k` : String(n);
const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? String(n) : '0');

export function ResourceBar() {
  countRender('ResourceBar');
  const { t } = useTranslation();
  const base = useBase().data;
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
      {RESOURCES.map((r) => (
        <ResourceButton
          key={r}
          kind={r}
          base={base}
          open={open === r}
          onToggle={() => setOpen(open === r ? null : r)}
        />
      ))}
      {open && base && <ResourceDetail kind={open} base={base} />}
    </section>
  );
}

/** One resource: its amount counting up live (this button alone re-renders when the shown amount changes). */
function ResourceButton({
  kind: r,
  base,
  open,
  onToggle,
}: {
  kind: ResourceKind;
  base: BaseData | undefined;
  open: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  const amount = useTick(base?.skewMs ?? 0, (now) => (base ? resourcesAt(base.snapshot, now)[r] : null));
  const rate = base?.snapshot.ratePerHour[r] ?? 0;
  const full = amount !== null && !!base && r !== 'credits' && amount >= base.snapshot.capacity[r];
  return (
    <button
      type="button"
      className={full ? 'res res-full' : 'res'}
      data-resource={r}
      aria-expanded={open}
      aria-controls={open ? 'res-detail' : undefined}
      disabled={!base}
      title={
        amount !== null && base
          ? r === 'credits'
            ? String(amount)
            : `${amount} / ${base.snapshot.capacity[r]}`
          : undefined
      }
      onClick={onToggle}
    >
      <ResourceIcon kind={r} />
      <span className="res-name">{t(`resources.${r}`)}</span>
      <span className="num" data-testid={`res-${r}`} data-live="">
        {amount !== null ? fmt(amount) : '—'}
      </span>
      {full && <span className="res-flag">{t('game.full')}</span>}
      {rate !== 0 && !full && (
        <span className={rate < 0 ? 'res-rate num res-falling' : 'res-rate num'} data-testid={`rate-${r}`}>
          {t('game.perHour', { rate: signed(rate) })}
        </span>
      )}
    </button>
  );
}

function ResourceDetail({ kind, base }: { kind: ResourceKind; base: BaseData }) {
  const { t } = useTranslation();
  // open, it shows the amount and the time to full: it ticks while open
  const now = useServerNow(base.skewMs);
  const amount = resourcesAt(base.snapshot, now)[kind];
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
