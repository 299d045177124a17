import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gql } from '../../lib/graphql.ts';
import { graphql } from '../../lib/graphql-doc.ts';

/** First-party page views: totals per route over the last 7 or 30 days. */
export function PageViewsSection() {
  const { t } = useTranslation();
  const [days, setDays] = useState(7);
  const q = useQuery({
    queryKey: ['admin-views', days],
    queryFn: () => gql(graphql('query Views($d: Int) { adminPageViews(days: $d) { day path views } }'), { d: days }),
  });
  const totals = new Map<string, number>();
  for (const r of q.data?.adminPageViews ?? []) totals.set(r.path, (totals.get(r.path) ?? 0) + r.views);
  const rows = [...totals].sort((a, b) => b[1] - a[1]);
  return (
    <>
      <div className="row filters">
        {[7, 30].map((d) => (
          <button
            key={d}
            type="button"
            className={`btn ${days === d ? 'btn-accent' : 'btn-ghost'}`}
            aria-pressed={days === d}
            onClick={() => setDays(d)}
          >
            {t('control.lastDays', { count: d })}
          </button>
        ))}
      </div>
      <div className="table-wrap">
        <table>
          <thead>
            <tr>
              <th>{t('control.page')}</th>
              <th className="num">{t('control.views')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([path, views]) => (
              <tr key={path}>
                <td>{path}</td>
                <td className="num">{views}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
