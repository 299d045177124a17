/** /control → Players: pairs of commanders that may be one person (shared sign-in addresses or devices, feeding), strongest first, each linked. */
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { gql } from '../../lib/graphql.ts';
import { graphql } from '../../lib/graphql-doc.ts';

interface Side {
  profileId: string;
  commander: string;
}

const Commander = ({ side }: { side: Side }) => (
  <Link to="/control/player/$userProfileId" params={{ userProfileId: side.profileId }}>
    {side.commander}
  </Link>
);

export function SignalsSection() {
  const { t } = useTranslation();
  const q = useQuery({
    queryKey: ['admin-signals'],
    queryFn: async () =>
      (
        await gql(
          graphql(
            'query Signals { adminMultiAccountSignals { a { profileId commander } b { profileId commander } sharedAddresses sharedDevices fed oneSided emptyRaids sharedNetwork score } }',
          ),
        )
      ).adminMultiAccountSignals,
  });
  const list = (q.data ?? []).filter((s) => s.score > 0);
  return (
    <section aria-labelledby="signals-title" className="signals">
      <h2 id="signals-title">{t('control.signals.title')}</h2>
      <p className="hint">{t('control.signals.about')}</p>
      {list.length === 0 ? (
        <p className="empty">{t('control.signals.none')}</p>
      ) : (
        <div className="table-wrap">
          <table data-testid="signals">
            <thead>
              <tr>
                <th>{t('control.signals.pair')}</th>
                <th>{t('control.signals.addresses')}</th>
                <th>{t('control.signals.devices')}</th>
                <th>{t('control.signals.fed')}</th>
                <th>{t('control.signals.emptyRaids')}</th>
                <th>{t('people.signals.declared')}</th>
                <th>{t('control.signals.score')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((s) => (
                <tr key={`${s.a.profileId}-${s.b.profileId}`}>
                  <td>
                    <Commander side={s.a} /> ↔ <Commander side={s.b} />
                  </td>
                  <td className="num">{s.sharedAddresses}</td>
                  <td className="num">{s.sharedDevices}</td>
                  <td className="num">
                    {s.fed}
                    {s.oneSided ? ` · ${t('control.signals.oneSided')}` : ''}
                  </td>
                  <td className="num">{s.emptyRaids}</td>
                  <td>
                    {s.sharedNetwork
                      ? t(s.sharedNetwork === 'declared' ? 'people.signals.declaredBoth' : 'people.signals.asked')
                      : '—'}
                  </td>
                  <td className="num">{s.score}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
