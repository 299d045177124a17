/**
 * /hall-of-fame and /hall-of-fame/{world}: what each closed world left behind (decision 069), for
 * anyone, signed in or not — its winner, its alliances and commanders in their final places, each
 * commander's record by influence, economy and the Ephoran Vault.
 */
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { gql } from '../../lib/graphql.ts';
import { graphql, type ResultOf } from '../../lib/graphql-doc.ts';
import { useGameKey } from '../../lib/query-keys.ts';

const HALLS = graphql('query HallsOfFame { hallsOfFame { worldId name endedAt lengthDays commanders winnerName } }');
const HALL = graphql(`query HallOfFame($w: ID!) { hallOfFame(worldId: $w) {
  world { worldId name endedAt lengthDays commanders winnerName victoryKind holdDays afterDay }
  alliances { id name allianceName rank records { category score rank } }
  commanders { id name allianceName rank records { category score rank } } } }`);
type Hall = ResultOf<typeof HALL>['hallOfFame'];

/** The categories a hall shows beside the name: the ones a season is won and remembered by. */
const SHOWN = ['influence', 'economy', 'vault'] as const;

export default function HallOfFamePage() {
  const { worldId } = useParams({ strict: false }) as { worldId?: string };
  return worldId ? <WorldHall worldId={worldId} /> : <Halls />;
}

function Halls() {
  const { t, i18n } = useTranslation();
  const q = useQuery({ queryKey: useGameKey(['halls-of-fame']), queryFn: () => gql(HALLS) });
  return (
    <section className="page" data-testid="halls-of-fame">
      <h1>{t('season.hall.title')}</h1>
      <p className="lead">{t('season.hall.lead')}</p>
      <h2>{t('season.hall.worlds')}</h2>
      {q.isPending ? (
        <p>{t('loading')}</p>
      ) : !q.data?.hallsOfFame.length ? (
        <p className="empty">{t('season.hall.none')}</p>
      ) : (
        <ul className="cards">
          {q.data.hallsOfFame.map((w) => (
            <li key={w.worldId} className="panel card">
              <h3>
                <Link to="/hall-of-fame/$worldId" params={{ worldId: w.worldId }}>
                  {w.name}
                </Link>
              </h3>
              <p className="hint">
                {t('season.hall.ended', {
                  date: new Date(w.endedAt).toLocaleDateString(i18n.resolvedLanguage),
                  days: w.lengthDays,
                  count: w.commanders,
                })}
              </p>
              <p>{w.winnerName ? t('season.hall.winner', { name: w.winnerName }) : t('season.hall.noWinner')}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function WorldHall({ worldId }: { worldId: string }) {
  const { t, i18n } = useTranslation();
  const q = useQuery({
    queryKey: useGameKey(['hall-of-fame', worldId]),
    queryFn: async () => (await gql(HALL, { w: worldId }, { quiet: true })).hallOfFame,
    retry: false,
  });
  const back = (
    <p>
      <Link to="/hall-of-fame">{t('season.hall.back')}</Link>
    </p>
  );
  if (q.isPending) return <p className="page">{t('loading')}</p>;
  if (!q.data)
    return (
      <section className="page">
        <h1>{t('season.hall.title')}</h1>
        <p className="error-box">{t('season.hall.notFound')}</p>
        {back}
      </section>
    );
  const { world, alliances, commanders } = q.data;
  return (
    <section className="page" data-testid="hall-of-fame">
      <h1>
        {t('season.hall.title')} — {world.name}
      </h1>
      <p className="hint">
        {t('season.hall.ended', {
          date: new Date(world.endedAt).toLocaleDateString(i18n.resolvedLanguage),
          days: world.lengthDays,
          count: world.commanders,
        })}
      </p>
      <p className="hall-winner" data-testid="hall-winner">
        {world.winnerName ? t('season.hall.winner', { name: world.winnerName }) : t('season.hall.noWinner')}
      </p>
      <p className="hint">
        {world.afterDay > 0
          ? t('season.countdown.afterDay', {
              victory: t(`season.countdown.victory.${world.victoryKind as 'vault-ranking'}`, { count: world.holdDays }),
              day: world.afterDay,
            })
          : t(`season.countdown.victory.${world.victoryKind as 'vault-ranking'}`, { count: world.holdDays })}
      </p>
      <h2>{t('season.hall.alliances')}</h2>
      <Standings rows={alliances} withAlliance={false} label={t('season.hall.alliances')} />
      <h2>{t('season.hall.commanders')}</h2>
      <Standings rows={commanders} withAlliance label={t('season.hall.commanders')} />
      {back}
    </section>
  );
}

function Standings({ rows, withAlliance, label }: { rows: Hall['commanders']; withAlliance: boolean; label: string }) {
  const { t, i18n } = useTranslation();
  const fmt = new Intl.NumberFormat(i18n.resolvedLanguage);
  if (rows.length === 0) return <p className="empty">—</p>;
  return (
    <div className="table-wrap">
      <table aria-label={label}>
        <thead>
          <tr>
            <th scope="col">{t('season.hall.rank')}</th>
            <th scope="col">{t('season.hall.name')}</th>
            {withAlliance && <th scope="col">{t('season.hall.alliance')}</th>}
            {SHOWN.map((c) => (
              <th key={c} scope="col" className="num">
                {t(`rankings.category.${c}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id}>
              <td className="num">{r.rank}</td>
              <td>{r.name}</td>
              {withAlliance && <td>{r.allianceName ?? '—'}</td>}
              {SHOWN.map((c) => {
                const rec = r.records.find((x) => x.category === c);
                return (
                  <td key={c} className="num">
                    {rec ? `${fmt.format(rec.score)} (#${rec.rank})` : '—'}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
