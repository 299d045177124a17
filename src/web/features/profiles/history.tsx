/** /profile/history: the commander's and their alliance's daily curves, one category at a time. */
import { RANKING_CATEGORIES as CATEGORIES } from '../../../game/index.ts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gql } from '../../lib/graphql.ts';
import { graphql } from '../../lib/graphql-doc.ts';
import { useGameKey } from '../../lib/query-keys.ts';
import { HistoryChart } from '../../components/history-chart.tsx';

const HISTORY = graphql(`query History($scope: RankingScope!) {
  rankingHistory(scope: $scope) { subjectId days { day points { category score rank } } }
}`);

function useHistory(scope: 'commanders' | 'alliances') {
  return useQuery({
    queryKey: useGameKey(['ranking-history', scope]),
    queryFn: async () => (await gql(HISTORY, { scope })).rankingHistory,
    staleTime: 300_000,
  });
}

export function HistoryPanel() {
  const { t } = useTranslation();
  const [category, setCategory] = useState<(typeof CATEGORIES)[number]>('influence');
  const select = useId();
  const mine = useHistory('commanders');
  const ours = useHistory('alliances');
  const pointsOf = (days: { day: string; points: { category: string; score: number }[] }[] | undefined) =>
    (days ?? []).map((d) => ({ day: d.day, value: d.points.find((p) => p.category === category)?.score ?? 0 }));
  return (
    <div className="panel">
      <p className="hint">{t('history.about')}</p>
      <label htmlFor={select}>{t('rankings.categoriesLabel')}</label>{' '}
      <select id={select} value={category} onChange={(e) => setCategory(e.target.value as typeof category)}>
        {CATEGORIES.map((c) => (
          <option key={c} value={c}>
            {t(`rankings.category.${c}`)}
          </option>
        ))}
      </select>
      <h2>{t('history.you')}</h2>
      {mine.isPending ? (
        <p>{t('loading')}</p>
      ) : (
        <HistoryChart
          points={pointsOf(mine.data?.days)}
          label={t(`rankings.category.${category}`)}
          testId="history-chart"
        />
      )}
      {ours.data?.subjectId && (
        <>
          <h2>{t('history.alliance')}</h2>
          <HistoryChart
            points={pointsOf(ours.data.days)}
            label={t(`rankings.category.${category}`)}
            testId="alliance-history-chart"
          />
        </>
      )}
    </div>
  );
}
