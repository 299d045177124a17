/**
 * A battle as it was fought: both sides before and after, the loot, and each round's losses. The
 * browser replays it from the revealed seed with the same engine, checks the seed against the
 * commitment shown before the battle, and says "Verified" when both hold (fairness.tsx).
 */
import { useTranslation } from 'react-i18next';
import { type JointBattleInput, RESOURCES, UNIT_IDS, type UnitCounts, UNITS } from '../../../game/index.ts';
import { ResourceIcon, UnitIcon } from '../../components/game-icons.tsx';
import { battleReplays, Fairness } from './fairness.tsx';
import { type BattleData, outcomeText } from './report-data.ts';

const sum = (u: UnitCounts) => Object.values(u).reduce<number>((s, n) => s + (n ?? 0), 0);

function SideTable({
  title,
  before,
  lost,
  injured,
  survivors,
  testId,
}: {
  title: string;
  before: UnitCounts;
  lost: UnitCounts;
  injured?: UnitCounts;
  survivors: UnitCounts;
  testId: string;
}) {
  const { t } = useTranslation();
  const rows = UNIT_IDS.filter((id) => (before[id] ?? 0) > 0);
  return (
    <div className="table-wrap">
      <table data-testid={testId}>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{t('reports.unit')}</th>
            <th scope="col">{t('reports.before')}</th>
            <th scope="col">{t('reports.lost')}</th>
            {injured && <th scope="col">{t('reports.injured')}</th>}
            <th scope="col">{t('reports.survived')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((id) => (
            <tr key={id} data-unit={id}>
              <th scope="row">
                <span className="with-icon">
                  <UnitIcon id={id} />
                  {t(`units.${id}`)}
                </span>
              </th>
              <td className="num">{before[id] ?? 0}</td>
              <td className="num">{lost[id] ?? 0}</td>
              {injured && <td className="num">{injured[id] ?? 0}</td>}
              <td className="num">{survivors[id] ?? 0}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * `titles`: the two sides' names when the report's kind knows better (an occupied object's holder);
 * `withoutLoot`: a fight where nothing is carried off.
 */
export function BattleReport({
  data,
  titles,
  withoutLoot,
}: {
  data: BattleData;
  titles?: { attacker: string; defender: string };
  withoutLoot?: boolean;
}) {
  const { t } = useTranslation();
  const r = data.result;
  const matches = battleReplays(data);
  const loot = RESOURCES.filter((k) => (data.loot?.[k] ?? 0) > 0);
  // a reinforcement's owner reads the battle from the defenders' side too
  const defence = data.role === 'defence' || data.role === 'reinforcement';
  // green for the reader's win, red for their loss
  const won = defence ? r.winner === 'defender' : r.winner === 'attacker';
  // the reader's side first, whichever side they fought on
  const mine = (round: (typeof r.rounds)[number]) => (defence ? round.defender : round.attacker);
  const theirs = (round: (typeof r.rounds)[number]) => (defence ? round.attacker : round.defender);
  // what research, Ephoran cores and boosts added to the attacking fleet's attack (its first unit type as the measure)
  const attackStats = (
    'contingents' in data.input.attacker
      ? (data.input.attacker as unknown as JointBattleInput['attacker']).contingents[0]?.stats
      : data.input.attacker.stats
  ) as Record<string, { attack: number }> | undefined;
  const measured = UNIT_IDS.find((id) => (r.attacker.before[id] ?? 0) > 0);
  const attackBonus =
    measured && attackStats?.[measured]
      ? Math.round((attackStats[measured].attack / UNITS[measured].attack - 1) * 100)
      : 0;
  const attackerTitle = titles
    ? titles.attacker
    : defence
      ? t('reports.theirFleet', { name: data.attacker ?? '' })
      : data.members
        ? t('rallies.fleet')
        : t('reports.yourFleet');
  const defenderTitle = titles
    ? titles.defender
    : data.role === 'reinforcement'
      ? t('reports.alliedDefence', { name: data.target.owner ?? '' })
      : defence
        ? t('reports.yourDefence')
        : data.target.kind === 'solar-system'
          ? t('reports.theirDefence', { name: data.target.owner ?? '' })
          : t('reports.pirates', { level: data.target.level });
  return (
    <div className="battle">
      <p
        className={`outcome outcome-${won ? 'attacker' : r.winner === 'draw' ? 'draw' : 'defender'}`}
        data-testid="outcome"
      >
        {outcomeText(t, data)}
      </p>
      {attackBonus !== 0 && (
        <p className="hint" data-testid="attack-bonus">
          {t('reports.attackBonus', { pct: attackBonus })}
        </p>
      )}
      <div className="battle-sides">
        <SideTable
          title={attackerTitle}
          before={r.attacker.before}
          lost={r.attacker.lost}
          survivors={r.attacker.survivors}
          testId="attacker"
        />
        <SideTable
          title={defenderTitle}
          before={r.defender.before}
          lost={r.defender.lost}
          injured={sum(r.defender.injured) > 0 ? r.defender.injured : undefined}
          survivors={r.defender.survivors}
          testId="defender"
        />
      </div>
      {data.defenders && data.defenders.length > 1 && (
        <section className="panel" aria-labelledby="defenders-title">
          <h2 id="defenders-title">{t('reports.defenders')}</h2>
          <ul className="queue" data-testid="defenders">
            {data.defenders.map((d, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the engine's order: the host, then each reinforcement
              <li key={i}>
                {t('reports.defenderLine', {
                  owner: d.owner,
                  before: sum(d.before),
                  lost: sum(d.lost),
                  left: sum(d.survivors),
                })}
              </li>
            ))}
          </ul>
        </section>
      )}
      {!withoutLoot && (
        <section className="panel" aria-labelledby="loot-title">
          <h2 id="loot-title">{defence ? t('reports.plundered') : t('reports.loot')}</h2>
          {loot.length === 0 ? (
            <p className="empty">{t('reports.noLoot')}</p>
          ) : (
            <ul className="cost" data-testid="loot">
              {loot.map((k) => (
                <li key={k}>
                  <ResourceIcon kind={k} /> <span className="num">{data.loot[k]}</span> {t(`resources.${k}`)}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      <div className="table-wrap">
        <table data-testid="rounds">
          <caption>{t('reports.rounds')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('reports.round')}</th>
              <th scope="col">{t('reports.yourLosses')}</th>
              <th scope="col">{t('reports.theirLosses')}</th>
            </tr>
          </thead>
          <tbody>
            {r.rounds.map((round) => (
              <tr key={round.round}>
                <th scope="row" className="num">
                  {round.round}
                </th>
                <td className="num">
                  {sum(mine(round).lost)} / {sum(mine(round).start)}
                </td>
                <td className="num">
                  {sum(theirs(round).lost)} / {sum(theirs(round).start)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Fairness seed={data.seed} commitment={data.commitment} replayMatches={matches} version={data.engineVersion} />
    </div>
  );
}
