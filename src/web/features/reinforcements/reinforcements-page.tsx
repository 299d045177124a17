/**
 * /reinforcements (menu: Garrison): my base's defenders (my units, the injured, the allies standing
 * here by owner), my whole army group by group, what stands in or flies to my base with Expel, what I sent with Withdraw. Fresh on
 * every `reinforcements` and `base-changed` push.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../components/confirm-button.tsx';
import { ArmyOverview } from './army-overview.tsx';
import { formatDuration } from '../../components/countdown.tsx';
import { BASE_KEY, useBase, useServerNow } from '../../lib/base-data.ts';
import { gql } from '../../lib/graphql.ts';
import { graphql, type Narrowed, type ResultOf } from '../../lib/graphql-doc.ts';
import { MARCHES_KEY } from '../../lib/marches-data.ts';
import { GARRISON_KEY, REINFORCEMENTS_KEY, useGameKey } from '../../lib/query-keys.ts';
import { notify } from '../../lib/toast.tsx';
import { useCommand } from '../../lib/use-command.ts';

interface UnitCount {
  type: string;
  count: number;
}

const R_FIELDS = graphql(
  'fragment ReinforcementFields on Reinforcement { id status owner host x y units { type count } troops arrivesAt returnsAt }',
);
type Reinforcement = Narrowed<ResultOf<typeof R_FIELDS>, { status: 'marching' | 'reinforcing' | 'returning' }>;
interface Overview {
  sent: Reinforcement[];
  stationed: Reinforcement[];
  capacity: number;
  used: number;
}
const KEY = REINFORCEMENTS_KEY;

const ACT = {
  withdraw: graphql('mutation Withdraw($m: ID!) { done: withdrawReinforcement(marchId: $m) { id } }'),
  expel: graphql('mutation Expel($m: ID!) { done: expelReinforcement(marchId: $m) { id } }'),
};

function Units({ units }: { units: UnitCount[] }) {
  const { t } = useTranslation();
  if (units.length === 0) return <span className="hint">{t('reinforcements.none')}</span>;
  return <span>{units.map((u) => `${u.count} ${t(`units.${u.type}`, { defaultValue: u.type })}`).join(' · ')}</span>;
}

export default function ReinforcementsPage() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const base = useBase().data;
  const now = useServerNow(base?.skewMs ?? 0);
  const overview = useQuery({
    queryKey: useGameKey(KEY),
    queryFn: async () =>
      (
        await gql(
          graphql(
            `query R { reinforcements { capacity used sent { ...ReinforcementFields } stationed { ...ReinforcementFields } } }`,
            [R_FIELDS],
          ),
        )
      ).reinforcements as Overview,
  });
  const garrison = useQuery({
    queryKey: useGameKey(GARRISON_KEY),
    queryFn: async () =>
      (
        await gql(
          graphql(
            'query G { garrison { units { type count } injured { type count } reinforcements { owner troops units { type count } } capacity } }',
          ),
          {},
          { quiet: true },
        )
      ).garrison,
    retry: false,
  });
  const command = useCommand({ invalidate: [KEY, GARRISON_KEY, MARCHES_KEY, BASE_KEY], invalidateOnFailure: true });
  // a flight that lands or comes home changes the lists: ask again then
  const next = Math.min(
    ...[...(overview.data?.sent ?? []), ...(overview.data?.stationed ?? [])].map((r) =>
      r.status === 'returning'
        ? (r.returnsAt ?? Number.POSITIVE_INFINITY)
        : r.status === 'marching'
          ? r.arrivesAt
          : Number.POSITIVE_INFINITY,
    ),
  );
  useEffect(() => {
    if (!Number.isFinite(next)) return;
    const id = setTimeout(
      () => void qc.invalidateQueries({ queryKey: KEY }),
      Math.min(2 ** 31 - 1, Math.max(0, next - now) + 700),
    );
    return () => clearTimeout(id);
  }, [next, now, qc]);

  async function act(kind: 'withdraw' | 'expel', id: string) {
    if (await command.run(ACT[kind], { m: id }, id))
      notify('success', t(kind === 'withdraw' ? 'reinforcements.withdrawn' : 'reinforcements.expelled'));
  }

  const when = (r: Reinforcement) =>
    r.status === 'marching'
      ? t('reinforcements.arrivesIn', { time: formatDuration(r.arrivesAt - now) })
      : r.status === 'returning'
        ? t('reinforcements.homeIn', { time: formatDuration((r.returnsAt ?? now) - now) })
        : t('reinforcements.standing');

  return (
    <section className="page reinforcements">
      <h1>{t('reinforcements.title')}</h1>
      <p className="hint">{t('reinforcements.about')}</p>

      <section className="panel" aria-labelledby="garrison-title" id="garrison">
        <h2 id="garrison-title">{t('reinforcements.garrison')}</h2>
        {garrison.isError ? (
          <p role="alert" className="error-box">
            {t('Failed to load garrison details', { ns: 'server', defaultValue: 'Failed to load garrison details' })}
          </p>
        ) : !garrison.data ? (
          <p>{t('loading')}</p>
        ) : (
          <dl className="stat-list" data-testid="garrison">
            <div>
              <dt>{t('reinforcements.mine')}</dt>
              <dd>
                <Units units={garrison.data.units} />
              </dd>
            </div>
            <div>
              <dt>{t('reinforcements.injured')}</dt>
              <dd>
                <Units units={garrison.data.injured} />
              </dd>
            </div>
            {garrison.data.reinforcements.map((r) => (
              <div key={r.owner}>
                <dt>{t('reinforcements.from', { owner: r.owner })}</dt>
                <dd>
                  <Units units={r.units} />
                </dd>
              </div>
            ))}
          </dl>
        )}
      </section>

      <ArmyOverview />

      <section className="panel" aria-labelledby="here-title">
        <h2 id="here-title">{t('reinforcements.here')}</h2>
        {overview.data && (
          <p className="hint num">
            {overview.data.capacity > 0
              ? t('reinforcements.capacity', { used: overview.data.used, capacity: overview.data.capacity })
              : t('reinforcements.noEmbassy')}
          </p>
        )}
        {overview.data?.stationed.length === 0 && <p className="empty">{t('reinforcements.noneHere')}</p>}
        <ul className="queue" data-testid="stationed">
          {overview.data?.stationed.map((r) => (
            <li key={r.id} className="queue-item">
              <div className="row spread-tight">
                <strong>{r.owner}</strong>
                <span className="hint">{when(r)}</span>
              </div>
              <Units units={r.units} />
              {r.status === 'reinforcing' && (
                <ConfirmButton
                  className="btn btn-ghost btn-small"
                  label={t('reinforcements.expel')}
                  question={t('reinforcements.expelQuestion', { owner: r.owner })}
                  onConfirm={() => act('expel', r.id)}
                />
              )}
            </li>
          ))}
        </ul>
      </section>

      <section className="panel" aria-labelledby="sent-title">
        <h2 id="sent-title">{t('reinforcements.sent')}</h2>
        {overview.data?.sent.length === 0 && <p className="empty">{t('reinforcements.noneSent')}</p>}
        <ul className="queue" data-testid="sent">
          {overview.data?.sent.map((r) => (
            <li key={r.id} className="queue-item">
              <div className="row spread-tight">
                <strong>{t('reinforcements.at', { host: r.host, at: `${r.x}:${r.y}` })}</strong>
                <span className="hint">{when(r)}</span>
              </div>
              <Units units={r.units} />
              {r.status === 'reinforcing' && (
                <button
                  type="button"
                  className="btn btn-ghost btn-small"
                  disabled={command.pendingKey === r.id}
                  onClick={() => void act('withdraw', r.id)}
                >
                  {t('reinforcements.withdraw')}
                </button>
              )}
            </li>
          ))}
        </ul>
      </section>
    </section>
  );
}
