/**
 * Open a rally against the selected pirate ship or base: choose the waiting time and the leader's
 * units (they leave at once), within the rally capacity, previewed with the server's rules.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  activeBoosts,
  baseStats,
  checkMarch,
  isShielded,
  RALLY_WAITS,
  type RallyWait,
  rallyWaitMs,
  unitTotal,
} from '../../../game/index.ts';
import { formatDuration } from '../../components/countdown.tsx';
import { Dialog } from '../../components/dialog.tsx';
import { WholeTimes } from '../../components/whole-times.tsx';
import { pickedUnits, type UnitAmounts, UnitPicker } from '../../components/unit-picker.tsx';
import { BASE_KEY, type BaseData, stateAt } from '../../lib/base-data.ts';
import { graphql } from '../../lib/graphql-doc.ts';
import { MARCHES_KEY } from '../../lib/marches-data.ts';
import { notify, serverText } from '../../lib/toast.tsx';
import type { MapItem } from './map-data.ts';
import { useCommand } from '../../lib/use-command.ts';
import { useProtectionRefusal } from './protection-preview.tsx';

export function RallyDialog({
  target,
  base,
  now,
  marchesOut,
  onClose,
}: {
  target: MapItem;
  base: BaseData;
  now: number;
  marchesOut: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [amounts, setAmounts] = useState<UnitAmounts>({});
  const [wait, setWait] = useState<RallyWait>(10);
  const command = useCommand();
  const units = pickedUnits(base.units, amounts);
  const stats = baseStats(base.buildings, base.research, base.units, base.speed, activeBoosts(base.boosts, now));
  const check = checkMarch(stateAt(base, now), base, target, units, marchesOut, stats.marchSlots, base.speed);
  const shielded = target.type === 'solar-system' && isShielded(base, now);
  const over = unitTotal(units) > stats.rallyCapacity;
  // the bash limit and strength protection (decision 067), as the server checks the rally's creation:
  // at the time the leader's units would land if they left when the wait ends
  const protectedBy = useProtectionRefusal(
    target,
    now + rallyWaitMs(wait, base.speed) + (check.ok ? check.travelMs : 0),
  );
  const why = shielded
    ? serverText('Your planetary shield is active, cannot send units')
    : protectedBy
      ? protectedBy
      : !check.ok
        ? check.reason === 'NO_UNITS'
          ? serverText('You have to send at least one unit')
          : check.reason === 'MISSING_UNITS'
            ? serverText('You have to have units to send them')
            : check.reason === 'TROOPS_EXCEED_SHIPS'
              ? serverText('Not enough space ships to deploy $troopDeployment ground units').replace(
                  '$troopDeployment',
                  String(check.troopDeployment),
                )
              : check.reason === 'NO_SLOT'
                ? serverText('All march slots are in use')
                : serverText('Rally creation failed')
        : over
          ? serverText('The rally has room for $room more units').replace('$room', String(stats.rallyCapacity))
          : null;

  async function open(e: React.FormEvent) {
    e.preventDefault();
    if (!check.ok || why) return;
    const list = Object.entries(check.units).map(([type, count]) => ({ type, count }));
    if (
      !(await command.run(
        graphql(
          'mutation Rally($x: Int!, $y: Int!, $w: Int!, $u: [RallyUnitInput!]!) { createRally(x: $x, y: $y, waitMinutes: $w, units: $u) { id } }',
        ),
        { x: target.x, y: target.y, w: wait, u: list },
      ))
    )
      return;
    notify('success', serverText('Rally created'));
    void qc.invalidateQueries({ queryKey: MARCHES_KEY });
    void qc.invalidateQueries({ queryKey: BASE_KEY });
    void qc.invalidateQueries({ queryKey: ['rallies'] });
    onClose();
    void navigate({ to: '/rallies' });
  }

  const title =
    target.type === 'solar-system'
      ? t('rallies.openAgainstBase', { owner: target.owner ?? '', at: `${target.x}:${target.y}` })
      : t('rallies.openAgainst', { target: t(`celestial.${target.type}`), at: `${target.x}:${target.y}` });
  return (
    <Dialog title={title} onClose={onClose} labelClose={t('auth.close')}>
      <form className="training" onSubmit={(e) => void open(e)}>
        <label className="field">
          <span>{t('rallies.wait')}</span>
          <select value={wait} onChange={(e) => setWait(Number(e.target.value) as RallyWait)} data-testid="rally-wait">
            {RALLY_WAITS.map((m) => (
              <option key={m} value={m}>
                {formatDuration(rallyWaitMs(m, base.speed))}
              </option>
            ))}
          </select>
        </label>
        <UnitPicker home={base.units} amounts={amounts} onChange={setAmounts} />
        <dl className="stat-list">
          <div>
            <dt>{t('rallies.capacity')}</dt>
            <dd className="num" data-testid="rally-capacity">
              {unitTotal(units)} / {stats.rallyCapacity}
            </dd>
          </div>
          <div>
            <dt>{t('marches.slots')}</dt>
            <dd className="num">
              {marchesOut} / {stats.marchSlots}
            </dd>
          </div>
        </dl>
        {why && (
          <p className="why" id="rally-why">
            <WholeTimes text={why} />
          </p>
        )}
        <div className="row">
          <button
            type="submit"
            className="btn btn-accent"
            disabled={!check.ok || !!why || command.pending}
            aria-busy={command.pending}
            aria-describedby={why ? 'rally-why' : undefined}
          >
            {t('rallies.open')}
          </button>
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
