/**
 * Send a fleet to the selected pirate ship (attack) or asteroid (gather): choose units from home, see seats, march slots and
 * flight time (and for an asteroid the load and mining time) from the same src/game rules the
 * server uses, then send.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  activeBoosts,
  baseStats,
  checkMarch,
  gatherPlan,
  groundCount,
  isAsteroid,
  isOccupiable,
  occupationPayout,
  pirateFleet,
  previewBattle,
  shieldAllows,
  troopSpace,
  UNIT_IDS,
  type UnitCounts,
  type UnitId,
} from '../../../game/index.ts';
import { formatDuration } from '../../components/countdown.tsx';
import { Dialog } from '../../components/dialog.tsx';
import { WholeTimes } from '../../components/whole-times.tsx';
import { UnitPortrait } from '../../components/art/unit-portraits.tsx';
import { BASE_KEY, type BaseData, stateAt } from '../../lib/base-data.ts';
import { graphql } from '../../lib/graphql-doc.ts';
import { MARCHES_KEY } from '../../lib/marches-data.ts';
import { marchRefusalText } from '../../lib/march-refusal.ts';
import { getSitAs } from '../../lib/sitting.ts';
import { notify, serverText } from '../../lib/toast.tsx';
import { useCommand } from '../../lib/use-command.ts';
import type { MapItem } from './map-data.ts';
import { OddsConfirm, RaidOddsRow, useOddsGate, useRaidOdds } from './raid-odds.tsx';
import { useProtectionRefusal } from './protection-preview.tsx';

const VAULT = graphql('mutation Vault($u: [UnitCountInput!]!) { startVault(units: $u) { id } }');
const SEND = graphql(
  'mutation Send($x: Int!, $y: Int!, $u: [UnitCountInput!]!, $m: MarchMode) { sendUnits(x: $x, y: $y, units: $u, mode: $m) { id } }',
);

export function SendDialog({
  target,
  base,
  now,
  marchesOut,
  onClose,
  mode,
  heldByOther = false,
}: {
  target: MapItem;
  base: BaseData;
  now: number;
  marchesOut: number;
  onClose: () => void;
  mode?: 'occupy';
  heldByOther?: boolean;
}) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [amounts, setAmounts] = useState<Partial<Record<UnitId, string>>>({});
  const command = useCommand();
  const home = UNIT_IDS.filter((id) => (base.units[id] ?? 0) > 0);
  const units: UnitCounts = Object.fromEntries(home.map((id) => [id, Number(amounts[id] || 0)]));
  const stats = baseStats(base.buildings, base.research, base.units, base.speed, activeBoosts(base.boosts, now));
  const slots = stats.marchSlots;
  const occupy = mode === 'occupy' || (isOccupiable(target.type) && !isAsteroid(target.type));
  const pays = occupy && isOccupiable(target.type) ? occupationPayout(target.type, target.level) : null;
  const plan =
    !occupy && isAsteroid(target.type) ? gatherPlan(target.type, target.level, units, stats.mining, base.speed) : null;
  const check = checkMarch(stateAt(base, now), base, target, units, marchesOut, slots, base.speed);
  // behind its own shield a base sends nothing against another commander (the server's rule)
  const shielded = !shieldAllows(
    base,
    now,
    (target.type === 'solar-system' && !target.ally) || (occupy && heldByOther) ? 'against-commander' : 'peaceful',
  );
  // the bash limit and strength protection (decision 067): src/game's checks on the server's facts, at the landing
  const protectedBy = useProtectionRefusal(target, now + (check.ok ? check.travelMs : 0));
  // a sitter's fleet never goes to a commander's base (decision 066: the server answers 'A sitter cannot do this')
  const sitterBlocked = getSitAs() !== null && target.type === 'solar-system';
  const why = sitterBlocked
    ? t('sitting.noPlayerTarget')
    : shielded
      ? serverText('Your planetary shield is active, cannot send units')
      : (protectedBy ?? (check.ok ? null : marchRefusalText(check)));
  // a pirate crew is known by its level: the same engine previews the fight over a few seeds
  // (recomputed when the chosen units or the target change, not on every tick of the clock)
  const chosen = JSON.stringify(check.ok ? check.units : null);
  const fightStats = baseStats(base.buildings, base.research, {}, base.speed, activeBoosts(base.boosts, now)).units;
  const statsKey = JSON.stringify(fightStats);
  const odds = useMemo(
    () =>
      chosen !== 'null' && target.type === 'pirate-ship'
        ? previewBattle(JSON.parse(chosen), JSON.parse(statsKey), pirateFleet(target.level))
        : null,
    [chosen, statsKey, target.type, target.level],
  );
  // a raid's odds from the newest scout report; low (or unknown) odds ask before the fleet goes out
  const raid = useRaidOdds(target, check.ok ? check.units : null, fightStats);
  const gate = useOddsGate(odds?.winChance ?? raid?.odds?.winChance ?? null, !!raid && !raid.scouted);

  async function send(e?: React.FormEvent, confirmed = false) {
    e?.preventDefault();
    if (!check.ok || shielded || protectedBy) return;
    if (gate.hold(confirmed)) return;
    const list = Object.entries(check.units).map(([type, count]) => ({ type, count }));
    // the Ephoran Vault is a run of its own (stages at the gate), not a march to a spot
    const sent =
      target.type === 'ephoran-vault'
        ? await command.run(VAULT, { u: list })
        : await command.run(SEND, { x: target.x, y: target.y, u: list, m: occupy ? 'occupy' : null });
    if (!sent) return;
    if (occupy) void qc.invalidateQueries({ queryKey: ['occupations'] });
    notify('success', t('marches.sent'));
    void qc.invalidateQueries({ queryKey: MARCHES_KEY });
    void qc.invalidateQueries({ queryKey: BASE_KEY });
    onClose();
  }

  return (
    <Dialog
      title={
        occupy
          ? t('marches.occupyTitle', { target: t(`celestial.${target.type}`), at: `${target.x}:${target.y}` })
          : target.ally
            ? t('marches.reinforceTitle', { owner: target.owner ?? '', at: `${target.x}:${target.y}` })
            : target.type === 'solar-system'
              ? t('marches.raidTitle', { owner: target.owner ?? '', at: `${target.x}:${target.y}` })
              : t(plan ? 'marches.gatherTitle' : 'marches.attackTitle', {
                  target: t(`celestial.${target.type}`),
                  at: `${target.x}:${target.y}`,
                })
      }
      onClose={onClose}
      labelClose={t('auth.close')}
    >
      <form className="training" onSubmit={(e) => void send(e)}>
        {home.length === 0 ? (
          <p className="empty">{t('marches.noUnits')}</p>
        ) : (
          <ul className="send-units">
            {home.map((id) => (
              <li key={id} className="row">
                <label className="field grow">
                  <span className="with-icon">
                    <UnitPortrait id={id} size={32} />
                    {t('marches.unitAtHome', { name: t(`units.${id}`), count: base.units[id] ?? 0 })}
                  </span>
                  <input
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={base.units[id]}
                    step={1}
                    value={amounts[id] ?? ''}
                    placeholder="0"
                    onChange={(e) => setAmounts({ ...amounts, [id]: e.target.value })}
                  />
                </label>
                <button
                  type="button"
                  className="btn btn-ghost btn-small"
                  onClick={() => setAmounts({ ...amounts, [id]: String(base.units[id] ?? 0) })}
                  aria-label={t('marches.allOf', { name: t(`units.${id}`) })}
                >
                  {t('marches.all')}
                </button>
              </li>
            ))}
          </ul>
        )}
        <dl className="stat-list">
          <div>
            <dt>{t('marches.seats')}</dt>
            <dd className="num" data-testid="seats">
              {groundCount(units)} / {troopSpace(units)}
            </dd>
          </div>
          <div>
            <dt>{t('marches.slots')}</dt>
            <dd className="num">
              {marchesOut} / {slots}
            </dd>
          </div>
          {check.ok && plan && (
            <div>
              <dt>{t('marches.load')}</dt>
              <dd className="num" data-testid="gather-load">
                {t('marches.loadValue', {
                  amount: plan.amount,
                  resource: t(`resources.${plan.resource}`),
                  time: formatDuration(plan.durationMs),
                })}
              </dd>
            </div>
          )}
          {pays && (
            <div>
              <dt>{t('marches.pays')}</dt>
              <dd className="num" data-testid="occupy-pays">
                {Object.entries(pays)
                  .filter(([, v]) => v > 0)
                  .map(([k, v]) => `${v} ${t(`resources.${k}`)}`)
                  .join(' · ')}
              </dd>
            </div>
          )}
          {odds && (
            <div>
              <dt>{t('marches.odds')}</dt>
              <dd
                className={`num ${odds.winChance >= 0.75 ? 'success-text' : odds.winChance <= 0.25 ? 'danger' : ''}`}
                data-testid="battle-odds"
              >
                {t('marches.oddsValue', {
                  pct: Math.round(odds.winChance * 100),
                  losses:
                    Object.entries(odds.expectedLosses)
                      .map(([id, n]) => `${n} ${t(`units.${id}`)}`)
                      .join(', ') || t('marches.noLosses'),
                })}
              </dd>
            </div>
          )}
          {raid && <RaidOddsRow raid={raid} now={now} />}
          {check.ok && (
            <div>
              <dt>{t('marches.flight')}</dt>
              <dd className="num" data-testid="flight-time">
                {formatDuration(check.travelMs)}
              </dd>
            </div>
          )}
        </dl>
        {why && (
          <p className="why" id="send-why">
            <WholeTimes text={why} />
          </p>
        )}
        {gate.asking ? (
          <OddsConfirm gate={gate} busy={command.pending} onSend={() => void send(undefined, true)} />
        ) : (
          <div className="row">
            <button
              type="submit"
              className="btn btn-accent"
              disabled={!check.ok || sitterBlocked || shielded || !!protectedBy || command.pending}
              aria-busy={command.pending}
              aria-describedby={why ? 'send-why' : undefined}
            >
              {t('marches.send')}
            </button>
            <button type="button" className="btn btn-ghost" onClick={onClose}>
              {t('cancel')}
            </button>
          </div>
        )}
      </form>
    </Dialog>
  );
}
