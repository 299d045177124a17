import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { gql } from '../../lib/graphql.ts';
import { graphql } from '../../lib/graphql-doc.ts';

const VACATIONS = graphql('query Vacations { adminVacations { world commander since endsBy } }');

/** /control: who is on vacation now, in every world, and since when (decision 068). */
export function VacationsSection() {
  const { t, i18n } = useTranslation();
  const q = useQuery({
    queryKey: ['admin-vacations'],
    queryFn: async () => (await gql(VACATIONS)).adminVacations,
    refetchInterval: 30_000,
  });
  const when = (ms: number) => new Date(ms).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  if (!q.data) return <p>{t('loading')}</p>;
  return (
    <>
      <p className="hint">{t('away.vacations.intro')}</p>
      {q.data.length === 0 ? (
        <p className="empty">{t('away.vacations.none')}</p>
      ) : (
        <div className="table-wrap">
          <table data-testid="vacations">
            <caption className="sr-only">{t('away.vacations.tab')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('away.vacations.commander')}</th>
                <th scope="col">{t('away.vacations.world')}</th>
                <th scope="col">{t('away.vacations.since')}</th>
                <th scope="col">{t('away.vacations.endsBy')}</th>
              </tr>
            </thead>
            <tbody>
              {q.data.map((v) => (
                <tr key={`${v.world}:${v.commander}`} data-commander={v.commander}>
                  <th scope="row">{v.commander}</th>
                  <td>{v.world}</td>
                  <td className="num">{when(v.since)}</td>
                  <td className="num">{when(v.endsBy)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
