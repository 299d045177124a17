/**
 * The smuggler's den: bet low, seven or high on two dice for credits. The next roll's seed hash is
 * shown before the bet; after it the seed is revealed and the roll can be checked here with the same
 * functions the server rolled with (src/game diceFromDigest, lib/fair-dice).
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BETS, type Bet, checkWager, dailyStakeCap, MIN_STAKE, maxStake } from '../../../game/index.ts';
import { ResourceIcon } from '../../components/game-icons.tsx';
import { BASE_KEY } from '../../lib/base-data.ts';
import { newClientSeed, verifyWager } from '../../lib/fair-dice.ts';
import { gql } from '../../lib/graphql.ts';
import { graphql, type Narrowed, type ResultOf } from '../../lib/graphql-doc.ts';
import { useCommand } from '../../lib/use-command.ts';
import { useGameKey } from '../../lib/query-keys.ts';

const WAGER_FIELDS = graphql(
  'fragment WagerFields on Wager { id bet stake payout dice serverSeed seedHash clientSeed at }',
);
type Wager = Narrowed<ResultOf<typeof WAGER_FIELDS>, { bet: Bet }>;
const DEN = graphql(
  `query Den { smugglersDen { seedHash commandCenterLevel credits stakedToday wagers { ...WagerFields } } }`,
  [WAGER_FIELDS],
);
type Den = Narrowed<ResultOf<typeof DEN>['smugglersDen'], { wagers: Wager[] }>;
const WAGER = graphql(
  `mutation Wager($b: Bet!, $s: Int!, $c: String!, $h: String!) { wager(bet: $b, stake: $s, clientSeed: $c, seedHash: $h) { ...WagerFields } }`,
  [WAGER_FIELDS],
);
export const DEN_KEY = ['smugglers-den'];
const FACES = ['', '⚀', '⚁', '⚂', '⚃', '⚄', '⚅'];

function DiceFaces({ dice }: { dice: number[] }) {
  const { t } = useTranslation();
  return (
    <span className="dice">
      {dice.map((d, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: two dice, always in this order
        <span key={i} className="die" role="img" aria-label={t('den.die', { value: d })}>
          {FACES[d]}
        </span>
      ))}
    </span>
  );
}

function Verify({ w }: { w: Wager }) {
  const { t } = useTranslation();
  const [result, setResult] = useState<boolean | null>(null);
  return (
    <span className="verify">
      <button type="button" className="btn btn-ghost btn-small" onClick={() => setResult(verifyWager(w))}>
        {t('den.verify')}
      </button>
      {result !== null && (
        <span role="status" className={result ? 'success-text' : 'danger'}>
          {result ? t('den.verified') : t('den.notVerified')}
        </span>
      )}
    </span>
  );
}

export function SmugglersDen() {
  const { t } = useTranslation();
  const den = useQuery({ queryKey: useGameKey(DEN_KEY), queryFn: async () => (await gql(DEN)).smugglersDen as Den });
  const [bet, setBet] = useState<Bet>('low');
  const [stake, setStake] = useState(String(MIN_STAKE));
  const [clientSeed, setClientSeed] = useState(newClientSeed);
  const command = useCommand({ invalidate: [DEN_KEY, BASE_KEY], invalidateOnFailure: true });
  const [last, setLast] = useState<Wager | null>(null);
  const d = den.data;
  if (!d) return <p>{t('loading')}</p>;

  const max = maxStake(d.commandCenterLevel);
  const left = Math.max(0, dailyStakeCap(d.commandCenterLevel) - d.stakedToday);
  const n = Number(stake);
  const check = checkWager(n, d.credits, d.commandCenterLevel, d.stakedToday);
  const why = check.ok ? null : t(`den.why.${check.reason}`, { min: MIN_STAKE, max });

  async function roll(e: React.FormEvent) {
    e.preventDefault();
    if (!check.ok || !d) return;
    const r = await command.run(WAGER, { b: bet, s: n, c: clientSeed, h: d.seedHash });
    if (!r) return;
    setLast(r.wager as Wager);
    setClientSeed(newClientSeed());
  }

  return (
    <section className="page den">
      <h1>{t('den.title')}</h1>
      <p className="hint">{t('den.about')}</p>
      <div className="grid-2">
        <form className="panel form" onSubmit={(e) => void roll(e)} aria-busy={command.pending}>
          <fieldset className="unit-choice bets">
            <legend>{t('den.bet')}</legend>
            {BETS.map((b) => (
              <label key={b} className={b === bet ? 'unit-option chosen' : 'unit-option'}>
                <input type="radio" name="bet" value={b} checked={b === bet} onChange={() => setBet(b)} />
                <strong>{t(`den.bets.${b}`)}</strong>
                <span className="hint">{t(`den.betAbout.${b}`)}</span>
              </label>
            ))}
          </fieldset>
          <label className="field">
            <span>{t('den.stake')}</span>
            <input
              type="number"
              inputMode="numeric"
              min={MIN_STAKE}
              max={max}
              step={1}
              value={stake}
              onChange={(e) => setStake(e.target.value)}
              aria-describedby="den-limits"
            />
          </label>
          <p id="den-limits" className="hint num">
            <ResourceIcon kind="credits" /> {d.credits} · {t('den.limits', { min: MIN_STAKE, max, left })}
          </p>
          <p className="row">
            <button type="button" className="btn btn-ghost btn-small" onClick={() => setStake(String(MIN_STAKE))}>
              {t('den.min')}
            </button>
            <button
              type="button"
              className="btn btn-ghost btn-small"
              onClick={() => setStake(String(Math.max(MIN_STAKE, Math.min(max, left, d.credits))))}
            >
              {t('den.max')}
            </button>
          </p>
          <label className="field">
            <span>{t('den.clientSeed')}</span>
            <input
              value={clientSeed}
              maxLength={64}
              onChange={(e) => setClientSeed(e.target.value)}
              spellCheck={false}
              aria-describedby="den-seed-about"
            />
          </label>
          <p id="den-seed-about" className="hint">
            {t('den.clientSeedAbout')}{' '}
            <button type="button" className="btn btn-ghost btn-small" onClick={() => setClientSeed(newClientSeed())}>
              {t('den.newSeed')}
            </button>
          </p>
          <p className="hint">{t('den.nextHash')}</p>
          <code className="hash" data-testid="next-hash">
            {d.seedHash}
          </code>
          {why && (
            <p className="why" id="den-why">
              {why}
            </p>
          )}
          <button
            type="submit"
            className="btn btn-accent btn-big"
            disabled={!check.ok || command.pending || clientSeed.length === 0}
            aria-describedby={why ? 'den-why' : undefined}
          >
            {command.pending ? t('den.rolling') : t('den.roll')}
          </button>
        </form>
        <div className="panel" aria-live="polite">
          {last ? (
            <div className="den-result" data-testid="den-result">
              <DiceFaces dice={last.dice} />
              <p className="num">{t('den.sum', { sum: (last.dice[0] ?? 0) + (last.dice[1] ?? 0) })}</p>
              <p className={last.payout > 0 ? 'outcome outcome-attacker' : 'outcome outcome-defender'}>
                {last.payout > 0 ? t('den.won', { payout: last.payout }) : t('den.lost', { stake: last.stake })}
              </p>
              <p className="hint">{t('den.revealed')}</p>
              <code className="hash">{last.serverSeed}</code>
              <Verify w={last} />
            </div>
          ) : (
            <div className="den-result idle">
              <DiceFaces dice={[6, 6]} />
              <p className="empty">{t('den.waiting')}</p>
            </div>
          )}
        </div>
      </div>
      <h2>{t('den.history')}</h2>
      {d.wagers.length === 0 ? (
        <p className="empty">{t('den.noHistory')}</p>
      ) : (
        <div className="table-wrap panel">
          <table data-testid="wagers">
            <thead>
              <tr>
                <th scope="col">{t('den.when')}</th>
                <th scope="col">{t('den.bet')}</th>
                <th scope="col">{t('den.stake')}</th>
                <th scope="col">{t('den.dice')}</th>
                <th scope="col">{t('den.payout')}</th>
                <th scope="col">
                  <span className="sr-only">{t('den.verify')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {d.wagers.map((w) => (
                <tr key={w.id}>
                  <td className="num">
                    <time dateTime={new Date(w.at).toISOString()}>{new Date(w.at).toLocaleTimeString()}</time>
                  </td>
                  <td>{t(`den.bets.${w.bet}`)}</td>
                  <td className="num">{w.stake}</td>
                  <td>
                    <DiceFaces dice={w.dice} />
                  </td>
                  <td className="num">{w.payout}</td>
                  <td>
                    <Verify w={w} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
