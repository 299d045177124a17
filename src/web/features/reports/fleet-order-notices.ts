/**
 * The notices of fleet orders (decision 073): a repeat order stopped (why, after how many trips)
 * and a contingency rule or "Evade now" that acted (what lifted off, when it is home), in the
 * reader's words. The texts live in locales/fleetorders.ts.
 */
import type { TFunction } from 'i18next';
import { i18n } from '../../lib/i18n.ts';

interface FleetOrderNotice {
  reason: string;
  why?: string;
  trips?: number;
  lost?: number;
  refusal?: string;
  action?: 'evacuate' | 'shield' | 'ally' | 'recall';
  fleets?: number;
  ally?: string;
  arrivesAt?: number;
  orbit?: Record<string, number>;
  fallback?: string;
  by?: 'rule' | 'now';
  attacker?: string;
  landsAt?: number;
  returnsAt?: number;
  units?: Record<string, number>;
  item?: string | null;
  /** a shield rule that found the shield rearming: when a new one could go up */
  rearmsAt?: number;
}

const WHY = ['stopped', 'recalled', 'target-gone', 'losses', 'fleet-lost', 'refused'];
const whyOf = (d: FleetOrderNotice) => (d.why && WHY.includes(d.why) ? d.why : 'stopped');

const clock = (ms: number | undefined) =>
  ms ? new Date(ms).toLocaleTimeString(i18n.language, { hour: '2-digit', minute: '2-digit' }) : '';

const unitWords = (t: TFunction, units: Record<string, number> | undefined) =>
  Object.entries(units ?? {})
    .filter(([, n]) => n > 0)
    .map(([id, n]) => `${n} ${t(`units.${id}`, { defaultValue: id })}`)
    .join(', ');

export const isFleetOrderNotice = (reason: string) => reason === 'repeat-stopped' || reason === 'contingency';

/** The list's line for a fleet order's notice. */
export function fleetOrderTitle(t: TFunction, d: FleetOrderNotice): string {
  if (d.reason === 'repeat-stopped')
    return t('fleetOrders.notice.stoppedTitle', { why: t(`fleetOrders.repeat.why.${whyOf(d)}`) });
  const attacker = d.attacker ?? '';
  if (d.action === 'shield')
    return t(d.item ? 'fleetOrders.notice.shieldTitle' : 'fleetOrders.notice.noShieldTitle', { attacker });
  if (d.action === 'recall') return t('fleetOrders.notice.recallTitle', { attacker });
  if (d.action === 'ally' && !d.fallback) return t('fleetOrders.notice.allyTitle', { attacker, ally: d.ally ?? '' });
  return t('fleetOrders.notice.evacuatedTitle', { attacker });
}

/** The body: what happened and where the fleet is now (`where`: the target's place, in words). */
export function fleetOrderBody(t: TFunction, d: FleetOrderNotice, where: string): string {
  if (d.reason === 'repeat-stopped')
    return t(`fleetOrders.notice.stoppedBody.${whyOf(d)}`, {
      trips: d.trips ?? 0,
      target: where,
      lost: d.lost ?? 0,
      refusal: d.refusal
        ? t(d.refusal, { ns: 'server', keySeparator: false, nsSeparator: false, defaultValue: d.refusal })
        : '',
    });
  if (d.action === 'shield')
    return d.item
      ? t('fleetOrders.notice.shieldBody', { lands: clock(d.landsAt) })
      : d.rearmsAt
        ? t('fleetOrders.notice.rearmingBody', { at: clock(d.rearmsAt) })
        : t('fleetOrders.notice.noShieldBody');
  if (d.action === 'recall')
    return t('fleetOrders.notice.recallBody', { count: d.fleets ?? 0, back: clock(d.returnsAt) });
  if (d.action === 'ally' && !d.fallback) {
    const sent = t('fleetOrders.notice.allyBody', {
      units: unitWords(t, d.units),
      ally: d.ally ?? '',
      arrives: clock(d.arrivesAt),
    });
    return d.orbit
      ? `${sent} ${t('fleetOrders.notice.allyOrbit', { units: unitWords(t, d.orbit), back: clock(d.returnsAt) })}`
      : sent;
  }
  const evacuated = t('fleetOrders.notice.evacuatedBody', {
    by: t(d.by === 'now' ? 'fleetOrders.notice.byNow' : 'fleetOrders.notice.byRule'),
    units: unitWords(t, d.units),
    lands: clock(d.landsAt),
    back: clock(d.returnsAt),
  });
  if (!d.fallback) return evacuated;
  const refusal = t(d.refusal ?? '', {
    ns: 'server',
    keySeparator: false,
    nsSeparator: false,
    defaultValue: d.refusal,
  });
  return `${t('fleetOrders.notice.allyRefused', { ally: d.ally ?? '', refusal })} ${evacuated}`;
}
