/** /empire's fleet orders (issue 30): repeat orders and contingency rules, side by side on a wide screen. */
import { useTranslation } from 'react-i18next';
import type { BaseData } from '../../lib/base-data.ts';
import { ContingencyPanel } from './contingency-panel.tsx';
import { useFleetOrders } from './fleet-orders-data.ts';
import { RepeatOrdersPanel } from './repeat-orders-panel.tsx';

export function FleetOrdersSection({ base }: { base: BaseData }) {
  const { t } = useTranslation();
  const q = useFleetOrders();
  return (
    <section id="fleet-orders" aria-labelledby="fleet-orders-title" className="fleet-orders">
      <h2 id="fleet-orders-title">{t('fleetOrders.title')}</h2>
      <p className="hint">{t('fleetOrders.intro')}</p>
      {q.data ? (
        <div className="empire-grid">
          <RepeatOrdersPanel data={q.data} base={base} />
          <ContingencyPanel data={q.data} />
        </div>
      ) : (
        <p>{t('loading')}</p>
      )}
    </section>
  );
}
