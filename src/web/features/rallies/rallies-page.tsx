/**
 * /rallies: open rallies of my alliance: target, leader, state, time left, joined units against the
 * capacity; join, leave, cancel; details with every member's units. Pushed live to every member.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CelestialKind, slotsInUse, type UnitId } from '../../../game/index.ts';
import { CelestialIcon } from '../../components/celestial-marks.tsx';
import { formatDuration } from '../../components/countdown.tsx';
import { UnitIcon } from '../../components/game-icons.tsx';
import { BASE_KEY, useBase, useServerNow } from '../../lib/base-data.ts';
import { graphql } from '../../lib/graphql-doc.ts';
import { MARCHES_KEY, useMarches } from '../../lib/marches-data.ts';
import { notify } from '../../lib/toast.tsx';
import { JoinDialog } from './join-dialog.tsx';
import { phaseEnd, RALLIES_KEY, type RallyListed, useRallies, useRallyDetails } from './rallies-data.ts';
import { useCommand } from '../../lib/use-command.ts';

type Listed = RallyListed;

function Details({ id }: { id: string }) {
  const { t } = useTranslation();
  const q = useRallyDetails(id);
  if (q.isPending) return <p className="hint">{t('loading')}</p>;
  if (q.isError || !q.data) return <p className="error-box">{t('rallies.detailsFailed')}</p>;
  return (
    <ul className="rally-members" data-testid="rally-members">
      {q.data.members.map((m) => (
        <li key={m.name} className="row spread-tight">
          <span>
            <strong>{m.name}</strong> <span className="hint">{t(`rallies.memberStatus.${m.status}`)}</span>
          </span>
          <span className="row">
            {m.units.map((u) => (
              <span key={u.type} className="with-icon num">
                <UnitIcon id={u.type as UnitId} size={14} />
                {u.count}
              </span>
            ))}
          </span>
        </li>
      ))}
    </ul>
  );
}

const ACT = {
  leaveRally: graphql('mutation Leave($id: ID!) { done: leaveRally(rallyId: $id) { id } }'),
  cancelRally: graphql('mutation Cancel($id: ID!) { done: cancelRally(rallyId: $id) { id } }'),
};

function RallyCard({ r, now, onJoin }: { r: Listed; now: number; onJoin: () => void }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [open, setOpen] = useState(false);
  const command = useCommand();
  const where =
    r.target.kind === 'solar-system' && r.target.owner
      ? t('rallies.baseOf', { owner: r.target.owner })
      : t(`celestial.${r.target.kind}`);
  const waiting = r.state === 'created' || r.state === 'waiting';
  const act = async (mutation: keyof typeof ACT, done: string) => {
    if (!(await command.run(ACT[mutation], { id: r.id }))) return;
    notify('success', done);
    void qc.invalidateQueries({ queryKey: RALLIES_KEY });
    void qc.invalidateQueries({ queryKey: MARCHES_KEY });
    void qc.invalidateQueries({ queryKey: BASE_KEY });
  };
  const full = Math.min(1, r.units / Math.max(1, r.capacity));
  return (
    <li className="panel rally" data-testid="rally" data-state={r.state}>
      <div className="row spread-tight">
        <h2 className="with-icon">
          <CelestialIcon kind={r.target.kind as CelestialKind} size={20} />
          {where} <span className="num">{`${r.target.x}:${r.target.y}`}</span>
        </h2>
        <span className="badge">{t(`rallies.state.${r.state}`)}</span>
      </div>
      <dl className="stat-list">
        <div>
          <dt>{t('rallies.leader')}</dt>
          <dd>{r.leader}</dd>
        </div>
        <div>
          <dt>{waiting ? t('rallies.leavesIn') : t('rallies.arrivesIn')}</dt>
          <dd className="num" data-testid="rally-countdown">
            {formatDuration(phaseEnd(r) - now)}
          </dd>
        </div>
        <div>
          <dt>{t('rallies.joinedUnits')}</dt>
          <dd className="num" data-testid="rally-units">
            {r.units} / {r.capacity}
          </dd>
        </div>
      </dl>
      <progress max={1} value={full} aria-label={t('rallies.capacityOf', { units: r.units, capacity: r.capacity })} />
      <div className="row">
        {waiting && !r.mine && !r.joined && (
          <button type="button" className="btn btn-accent" onClick={onJoin} disabled={r.room === 0}>
            {t('rallies.join')}
          </button>
        )}
        {waiting && r.joined && !r.mine && (
          <button
            type="button"
            className="btn btn-ghost"
            disabled={command.pending}
            onClick={() => void act('leaveRally', t('rallies.leftToast'))}
          >
            {t('rallies.leave')}
          </button>
        )}
        {waiting && r.mine && (
          <button
            type="button"
            className="btn btn-ghost"
            disabled={command.pending}
            onClick={() => void act('cancelRally', t('rallies.cancelledToast'))}
          >
            {t('rallies.cancel')}
          </button>
        )}
        <button type="button" className="btn btn-ghost" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? t('rallies.hideDetails') : t('rallies.details')}
        </button>
      </div>
      {open && <Details id={r.id} />}
    </li>
  );
}

export default function RalliesPage() {
  const { t } = useTranslation();
  const base = useBase().data;
  const now = useServerNow(base?.skewMs ?? 0);
  const q = useRallies();
  const marchesOut = slotsInUse(useMarches().data ?? []);
  const [joining, setJoining] = useState<Listed | null>(null);
  const list = q.data ?? [];
  return (
    <section className="page">
      <h1>{t('rallies.title')}</h1>
      {q.isPending ? (
        <p>{t('loading')}</p>
      ) : list.length === 0 ? (
        <p className="panel empty">{t('rallies.none')}</p>
      ) : (
        <ul className="rallies" data-testid="rallies">
          {list.map((r) => (
            <RallyCard key={r.id} r={r} now={now} onJoin={() => setJoining(r)} />
          ))}
        </ul>
      )}
      <p className="hint">{t('rallies.advice')}</p>
      {joining && base && (
        <JoinDialog rally={joining} base={base} now={now} marchesOut={marchesOut} onClose={() => setJoining(null)} />
      )}
    </section>
  );
}
