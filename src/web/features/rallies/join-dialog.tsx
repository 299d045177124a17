/**
 * Join a rally: pick units from home; the same src/game rules as the server preview whether they
 * fit the room left, fit their ships and reach the leader's base before the rally leaves.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  activeBoosts,
  baseStats,
  checkMarch,
  checkRallyJoin,
  type MarchCheck,
  unitTotal,
} from '../../../game/index.ts';
import { formatDuration } from '../../components/countdown.tsx';
import { Dialog } from '../../components/dialog.tsx';
import { pickedUnits, type UnitAmounts, UnitPicker } from '../../components/unit-picker.tsx';
import { BASE_KEY, type BaseData, stateAt } from '../../lib/base-data.ts';
import { graphql } from '../../lib/graphql-doc.ts';
import { MARCHES_KEY } from '../../lib/marches-data.ts';
import { notify, serverText } from '../../lib/toast.tsx';
import { RALLIES_KEY, type Rally } from './rallies-data.ts';
import { useCommand } from '../../lib/use-command.ts';

export function marchText(check: Exclude<MarchCheck, { ok: true }>): string {
  switch (check.reason) {
    case 'NO_UNITS':
      return serverText('You have to send at least one unit');
    case 'MISSING_UNITS':
      return serverText('You have to have units to send them');
    case 'TROOPS_EXCEED_SHIPS':
      return serverText('Not enough space ships to deploy $troopDeployment ground units').replace(
        '$troopDeployment',
        String(check.troopDeployment),
      );
    case 'NO_SLOT':
      return serverText('All march slots are in use');
    default:
      return serverText('Failed to join rally, please try again later');
  }
}

export function JoinDialog({
  rally,
  base,
  now,
  marchesOut,
  onClose,
}: {
  rally: Omit<Rally, 'members'>;
  base: BaseData;
  now: number;
  marchesOut: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [amounts, setAmounts] = useState<UnitAmounts>({});
  const command = useCommand();
  const units = pickedUnits(base.units, amounts);
  const stats = baseStats(base.buildings, base.research, base.units, base.speed, activeBoosts(base.boosts, now));
  const check = checkMarch(stateAt(base, now), base, rally.leaderAt, units, marchesOut, stats.marchSlots, base.speed);
  const join = check.ok
    ? checkRallyJoin({
        rally: {
          state: rally.state,
          leaderId: 'leader',
          allianceId: 'mine',
          capacity: rally.capacity,
          departsAt: rally.departsAt,
        },
        joinerId: 'me',
        joinerAllianceId: 'mine',
        members: [{ profileId: 'leader', units: { ranger: rally.units } }],
        units: check.units,
        arrivesAt: now + check.travelMs,
      })
    : null;
  const why = !check.ok
    ? marchText(check)
    : join && !join.ok
      ? join.reason === 'OVER_CAPACITY'
        ? serverText('The rally has room for $room more units').replace('$room', String(join.room))
        : join.reason === 'TOO_LATE'
          ? serverText('Your units cannot reach the rally before it leaves')
          : join.reason === 'IN_PROGRESS'
            ? serverText('Rally is already in progress')
            : serverText('Failed to join rally, please try again later')
      : null;

  async function send(e: React.FormEvent) {
    e.preventDefault();
    if (!check.ok || why) return;
    const list = Object.entries(check.units).map(([type, count]) => ({ type, count }));
    if (
      !(await command.run(
        graphql('mutation Join($id: ID!, $u: [RallyUnitInput!]!) { joinRally(rallyId: $id, units: $u) { id } }'),
        { id: rally.id, u: list },
      ))
    )
      return;
    notify('success', t('rallies.joinedToast'));
    void qc.invalidateQueries({ queryKey: RALLIES_KEY });
    void qc.invalidateQueries({ queryKey: MARCHES_KEY });
    void qc.invalidateQueries({ queryKey: BASE_KEY });
    onClose();
  }

  return (
    <Dialog title={t('rallies.joinTitle', { leader: rally.leader })} onClose={onClose} labelClose={t('auth.close')}>
      <form className="training" onSubmit={(e) => void send(e)}>
        <UnitPicker home={base.units} amounts={amounts} onChange={setAmounts} />
        <dl className="stat-list">
          <div>
            <dt>{t('rallies.room')}</dt>
            <dd className="num" data-testid="join-room">
              {unitTotal(units)} / {rally.room}
            </dd>
          </div>
          {check.ok && (
            <div>
              <dt>{t('rallies.flightToLeader')}</dt>
              <dd className="num">{formatDuration(check.travelMs)}</dd>
            </div>
          )}
          <div>
            <dt>{t('rallies.leavesIn')}</dt>
            <dd className="num">{formatDuration(rally.departsAt - now)}</dd>
          </div>
        </dl>
        {why && (
          <p className="why" id="join-why">
            {why}
          </p>
        )}
        <div className="row">
          <button
            type="submit"
            className="btn btn-accent"
            disabled={!check.ok || !!why || command.pending}
            aria-busy={command.pending}
            aria-describedby={why ? 'join-why' : undefined}
          >
            {t('rallies.join')}
          </button>
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
