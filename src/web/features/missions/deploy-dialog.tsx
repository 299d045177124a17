/**
 * Deploy units on a mission: choose units from home; see the influence sent against the one asked,
 * the time out and back, and the portal energy, from the same src/game rules the server applies.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { statsAt, checkMissionDeploy, influenceOf, missionTimes, PORTAL_OPEN_COST } from '../../../game/index.ts';
import { formatDuration } from '../../components/countdown.tsx';
import { Dialog } from '../../components/dialog.tsx';
import { pickedUnits, type UnitAmounts, UnitPicker } from '../../components/unit-picker.tsx';
import { BASE_KEY, type BaseData, stateAt } from '../../lib/base-data.ts';
import { graphql } from '../../lib/graphql-doc.ts';
import { marchRefusalText } from '../../lib/march-refusal.ts';
import { MARCHES_KEY } from '../../lib/marches-data.ts';
import { notify, serverText } from '../../lib/toast.tsx';
import { MISSION_FIELDS, MISSIONS_KEY, type Mission } from './missions-data.ts';
import { useCommand } from '../../lib/use-command.ts';
import { gameKey } from '../../lib/query-keys.ts';
import { useSession } from '../../lib/session.ts';

export function DeployDialog({
  mission,
  base,
  now,
  marchesOut,
  energy,
  onClose,
}: {
  mission: Mission;
  base: BaseData;
  now: number;
  marchesOut: number;
  energy: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const { profileId } = useSession();
  const [amounts, setAmounts] = useState<UnitAmounts>({});
  const command = useCommand();
  const units = pickedUnits(base.units, amounts);
  const slots = statsAt(base, base.speed, now).marchSlots;
  const check = checkMissionDeploy(mission.status, stateAt(base, now), units, marchesOut, slots);
  const sent = influenceOf(units);
  const times = missionTimes(mission.type, base.speed);
  const noEnergy = energy !== null && energy < PORTAL_OPEN_COST;
  const why = noEnergy
    ? serverText('Portal energy limit reached')
    : check.ok
      ? null
      : 'troopDeployment' in check || (check.reason !== 'IN_PROGRESS' && check.reason !== 'FINISHED')
        ? marchRefusalText(check as never)
        : serverText(check.reason === 'IN_PROGRESS' ? 'Mission is already in progress' : 'Mission is already finished');

  async function deploy(e: React.FormEvent) {
    e.preventDefault();
    if (!check.ok || noEnergy) return;
    const list = Object.entries(check.units).map(([type, count]) => ({ type, count }));
    const r = await command.run(
      graphql(
        `mutation Deploy($m: ID!, $u: [UnitCountInput!]!) { deployMission(missionId: $m, units: $u) { ...MissionFields } }`,
        [MISSION_FIELDS],
      ),
      { m: mission.id, u: list },
    );
    if (!r) return;
    qc.setQueryData<Mission[]>(gameKey(profileId, MISSIONS_KEY), (l) =>
      l?.map((m) => (m.id === r.deployMission.id ? (r.deployMission as Mission) : m)),
    );
    notify('success', t('missions.deployed'));
    void qc.invalidateQueries({ queryKey: MARCHES_KEY });
    void qc.invalidateQueries({ queryKey: BASE_KEY });
    void qc.invalidateQueries({ queryKey: ['portal'] });
    onClose();
  }

  return (
    <Dialog
      title={t('missions.deployTitle', { name: t(`missions.types.${mission.type}`), level: mission.level })}
      onClose={onClose}
      labelClose={t('auth.close')}
    >
      <form className="training" onSubmit={(e) => void deploy(e)}>
        <UnitPicker home={base.units} amounts={amounts} onChange={setAmounts} />
        <p className={sent >= mission.recommendedInfluence ? 'num' : 'num why'} data-testid="influence-sent">
          {t('missions.influenceSent', { sent, recommended: mission.recommendedInfluence })}
        </p>
        <p className="hint num">
          {t('missions.times', { out: formatDuration(times.outMs), back: formatDuration(times.backMs) })}
        </p>
        <p className="hint num">{energy === null ? '' : t('missions.energy', { energy, cost: PORTAL_OPEN_COST })}</p>
        {why && (
          <p className="why" id="deploy-why">
            {why}
          </p>
        )}
        <button
          type="submit"
          className="btn btn-accent"
          disabled={!check.ok || noEnergy || command.pending}
          aria-describedby={why ? 'deploy-why' : undefined}
        >
          {t('missions.deploy')}
        </button>
      </form>
    </Dialog>
  );
}
