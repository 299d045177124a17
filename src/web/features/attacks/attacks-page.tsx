/** /attacks: raids on their way to the base, with who sends them, how many and when they land. */
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../components/countdown.tsx';
import { useBase, useServerNow } from '../../lib/base-data.ts';
import { useIncoming } from '../../lib/incoming-data.ts';

export default function AttacksPage() {
  const { t } = useTranslation();
  const base = useBase().data;
  const now = useServerNow(base?.skewMs ?? 0);
  const q = useIncoming();
  const list = q.data ?? [];
  return (
    <section className="page">
      <h1>{t('attacks.title')}</h1>
      {q.isPending ? (
        <p>{t('loading')}</p>
      ) : list.length === 0 ? (
        <p className="panel empty">{t('attacks.none')}</p>
      ) : (
        <div className="table-wrap panel danger-panel">
          <table data-testid="attacks">
            <caption className="sr-only">{t('attacks.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('attacks.attacker')}</th>
                <th scope="col">{t('attacks.units')}</th>
                <th scope="col">{t('attacks.landsIn')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((i) => (
                <tr key={i.id}>
                  <th scope="row">{i.attacker}</th>
                  <td className="num">{i.units}</td>
                  <td className="num">{formatDuration(i.arrivesAt - now)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="hint">{t('attacks.advice')}</p>
    </section>
  );
}
