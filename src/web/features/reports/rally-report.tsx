/** A rally's battle: every member's units, losses and share of the loot (the reader's marked), then the battle itself. */
import { useTranslation } from 'react-i18next';
import { PLUNDER_KINDS, UNIT_IDS, type UnitCounts } from '../../../game/index.ts';
import { BattleReport } from './battle-report.tsx';
import type { BattleData } from './report-data.ts';

const sum = (u: UnitCounts) => UNIT_IDS.reduce((s, id) => s + (u[id] ?? 0), 0);

export function RallyReport({ data }: { data: BattleData }) {
  const { t } = useTranslation();
  const members = data.members ?? [];
  return (
    <>
      <div className="table-wrap panel">
        <table data-testid="rally-shares">
          <caption>{t('rallies.members')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('rallies.member')}</th>
              <th scope="col">{t('reports.before')}</th>
              <th scope="col">{t('reports.lost')}</th>
              <th scope="col">{t('reports.survived')}</th>
              <th scope="col">{t('rallies.share')}</th>
            </tr>
          </thead>
          <tbody>
            {members.map((m) => (
              <tr key={m.name} data-mine={m.name === data.mine?.name ? 'true' : undefined}>
                <th scope="row">{m.name === data.mine?.name ? t('rallies.you', { name: m.name }) : m.name}</th>
                <td className="num">{sum(m.before)}</td>
                <td className="num">{sum(m.lost)}</td>
                <td className="num">{sum(m.survivors)}</td>
                <td className="num">
                  {PLUNDER_KINDS.filter((k) => (m.plunder[k] ?? 0) > 0)
                    .map((k) => `${m.plunder[k]} ${t(`resources.${k}`)}`)
                    .join(', ') || '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <BattleReport data={data} />
    </>
  );
}
