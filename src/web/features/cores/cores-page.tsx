/**
 * The Ephoran Cores screen (/profile/cores): build a core from core shards, refine its four catalysts
 * with catalyst dust, embrace it. The costs and refusals are src/game/cores.ts's, as the server's.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  CATALYSTS,
  type Catalyst,
  CATALYST_STEP,
  checkBuildCore,
  checkEmbrace,
  checkRefine,
  CORE_SHARDS_PER_CORE,
  type CatalystLevels,
  MAX_CATALYST_LEVEL,
  MAX_CORES,
  refineCost,
} from '../../../game/index.ts';
import { formatDuration } from '../../components/countdown.tsx';
import { BASE_KEY, useBase, useServerNow } from '../../lib/base-data.ts';
import { gql } from '../../lib/graphql.ts';
import { type Document, graphql } from '../../lib/graphql-doc.ts';
import { BACKPACK_KEY, useBackpack } from '../../lib/items-data.ts';
import { notify, serverText } from '../../lib/toast.tsx';
import { useGameKey } from '../../lib/query-keys.ts';

interface Core {
  id: string;
  catalysts: CatalystLevels;
  embracedUntil: number | null;
  embraceReadyAt: number | null;
}
const KEY = ['ephoran-cores'];
const FIELDS = graphql(
  'fragment CoreFields on EphoranCore { id catalysts { attack defense health global } embracedUntil embraceReadyAt }',
);
const REFINE = graphql(
  'mutation Refine($c: ID!, $k: Catalyst!) { refineCatalyst(coreId: $c, catalyst: $k) { ...CoreFields } }',
  [FIELDS],
);
const EMBRACE = graphql('mutation Embrace($c: ID!) { embraceCore(coreId: $c) { ...CoreFields } }', [FIELDS]);

function CoreCard({ core, index, dust, now }: { core: Core; index: number; dust: number; now: number }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const run = async <V,>(query: Document<unknown, V>, vars: V, done: string) => {
    try {
      await gql(query, vars);
      notify('success', done);
    } catch {
      // the server's reason was shown
    } finally {
      void qc.invalidateQueries({ queryKey: KEY });
      void qc.invalidateQueries({ queryKey: BACKPACK_KEY });
      void qc.invalidateQueries({ queryKey: BASE_KEY });
    }
  };
  const embrace = checkEmbrace(core.catalysts, core.embraceReadyAt, now);
  return (
    <article className="panel core-card" data-testid="core" aria-labelledby={`core-${core.id}`}>
      <h2 id={`core-${core.id}`}>{t('cores.core', { n: index + 1 })}</h2>
      <ul className="catalysts">
        {CATALYSTS.map((c: Catalyst) => {
          const level = core.catalysts[c];
          const check = checkRefine(core.catalysts, c, dust);
          return (
            <li key={c} data-catalyst={c}>
              <span>
                <strong>{t(`cores.catalysts.${c}`)}</strong>{' '}
                <span className="num">{t('cores.level', { level, max: MAX_CATALYST_LEVEL })}</span>
                <br />
                <span className="hint">
                  {t(`cores.effect.${c}`, { pct: Math.round(level * CATALYST_STEP[c] * 100) })}
                </span>
              </span>
              {level < MAX_CATALYST_LEVEL ? (
                <button
                  type="button"
                  className="btn btn-small"
                  disabled={!check.ok}
                  onClick={() =>
                    void run(REFINE, { c: core.id, k: c }, t('cores.refined', { name: t(`cores.catalysts.${c}`) }))
                  }
                >
                  {t('cores.refine', { cost: refineCost(level) })}
                </button>
              ) : (
                <span className="badge ok">{t('cores.max')}</span>
              )}
            </li>
          );
        })}
      </ul>
      <div className="row">
        <button
          type="button"
          className="btn btn-accent"
          disabled={!embrace.ok}
          onClick={() => void run(EMBRACE, { c: core.id }, t('cores.embraced'))}
          aria-describedby={`embrace-${core.id}`}
        >
          {t('cores.embrace')}
        </button>
        <span className="hint" id={`embrace-${core.id}`}>
          {core.embracedUntil ? `${t('cores.embracedFor', { time: formatDuration(core.embracedUntil - now) })} · ` : ''}
          {!embrace.ok && embrace.reason === 'EMBRACE_COOLDOWN'
            ? `${serverText("You can't activate Embrace yet.")} ${t('cores.readyIn', { time: formatDuration((core.embraceReadyAt ?? now) - now) })}`
            : !embrace.ok
              ? t('cores.emptyCore')
              : t('cores.embraceAbout')}
        </span>
      </div>
    </article>
  );
}

export default function CoresPage() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const base = useBase().data;
  const now = useServerNow(base?.skewMs ?? 0);
  const cores = useQuery({
    queryKey: useGameKey(KEY),
    queryFn: async () => (await gql(graphql(`query Cores { ephoranCores { ...CoreFields } }`, [FIELDS]))).ephoranCores,
  });
  const pack = useBackpack().data ?? [];
  const shards = pack.find((i) => i.type === 'core-shard')?.count ?? 0;
  const dust = pack.find((i) => i.type === 'catalyst-dust')?.count ?? 0;
  const list = cores.data ?? [];
  const build = checkBuildCore(shards, list.length);
  const buildCore = async () => {
    try {
      await gql(graphql(`mutation Build { buildCore { ...CoreFields } }`, [FIELDS]));
      notify('success', t('cores.built'));
    } catch {
      // the server's reason was shown
    } finally {
      void qc.invalidateQueries({ queryKey: KEY });
      void qc.invalidateQueries({ queryKey: BACKPACK_KEY });
    }
  };
  return (
    <section className="page cores">
      <h1>{t('cores.title')}</h1>
      <p className="hint">{t('cores.intro')}</p>
      <p className="num" data-testid="core-materials">
        {t('cores.materials', { shards, dust })}
      </p>
      {list.map((c, i) => (
        <CoreCard key={c.id} core={c} index={i} dust={dust} now={now} />
      ))}
      {list.length < MAX_CORES && (
        <div className="panel">
          <p>{t('cores.buildAbout', { cost: CORE_SHARDS_PER_CORE, max: MAX_CORES })}</p>
          <button type="button" className="btn btn-accent" disabled={!build.ok} onClick={() => void buildCore()}>
            {t('cores.build')}
          </button>
          {!build.ok && <p className="why">{serverText('Not enough items')}</p>}
        </div>
      )}
    </section>
  );
}
