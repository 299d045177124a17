/** /control → Timeline: requests over the last hour, summed over every web process — answered, refused, failed — with a bar per minute. */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { gql } from '../../lib/graphql.ts';
import { graphql } from '../../lib/graphql-doc.ts';

export function RequestRates() {
  const { t } = useTranslation();
  const q = useQuery({
    queryKey: ['admin-request-stats'],
    queryFn: async () =>
      (await gql(graphql('query Rates { adminRequestStats { minute requests refused failed } }'))).adminRequestStats,
    refetchInterval: 15_000,
  });
  const minutes = q.data ?? [];
  const total = minutes.reduce(
    (a, m) => ({ requests: a.requests + m.requests, refused: a.refused + m.refused, failed: a.failed + m.failed }),
    { requests: 0, refused: 0, failed: 0 },
  );
  const pct = (n: number) => (total.requests ? `${((100 * n) / total.requests).toFixed(2)} %` : '—');
  const top = Math.max(1, ...minutes.map((m) => m.requests));
  return (
    <section aria-labelledby="rates-title" className="request-rates">
      <h3 id="rates-title">{t('control.rates.title')}</h3>
      <dl className="health" data-testid="request-rates">
        <dt>{t('control.rates.requests')}</dt>
        <dd className="num">{total.requests}</dd>
        <dt>{t('control.rates.perMinute')}</dt>
        <dd className="num">{(total.requests / 60).toFixed(1)}</dd>
        <dt>{t('control.rates.refused')}</dt>
        <dd className="num">
          {total.refused} ({pct(total.refused)})
        </dd>
        <dt>{t('control.rates.failed')}</dt>
        <dd className={`num${total.failed ? ' danger' : ''}`}>
          {total.failed} ({pct(total.failed)})
        </dd>
      </dl>
      {minutes.length > 0 && (
        <svg
          className="rate-bars"
          viewBox={`0 0 ${minutes.length * 4} 40`}
          preserveAspectRatio="none"
          role="img"
          aria-label={t('control.rates.chart')}
        >
          {minutes.map((m, i) => (
            <g key={m.minute}>
              <rect
                x={i * 4}
                y={40 - (38 * m.requests) / top}
                width={3}
                height={(38 * m.requests) / top}
                className="rate-ok"
              />
              {m.failed > 0 && (
                <rect
                  x={i * 4}
                  y={40 - (38 * m.failed) / top}
                  width={3}
                  height={Math.max(1, (38 * m.failed) / top)}
                  className="rate-failed"
                />
              )}
            </g>
          ))}
        </svg>
      )}
    </section>
  );
}
