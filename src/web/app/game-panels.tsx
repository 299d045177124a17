/** Always-on panels for a player: resources, building queue, march queue (fed by the living base). */
import { useTranslation } from 'react-i18next';

const RESOURCES = ['food', 'steel', 'energy', 'astromite', 'quantarite', 'credits'] as const;

export function ResourceBar() {
  const { t } = useTranslation();
  return (
    <section className="resource-bar" aria-label={t('game.resources')}>
      {RESOURCES.map((r) => (
        <div className="res" key={r} data-resource={r}>
          <span className={`res-icon res-${r}`} aria-hidden="true" />
          <span className="res-name">{t(`resources.${r}`)}</span>
          <span className="num">—</span>
        </div>
      ))}
    </section>
  );
}

export function QueuePanels() {
  const { t } = useTranslation();
  return (
    <aside className="queues">
      <section className="panel" aria-labelledby="bq-title">
        <h2 id="bq-title">{t('game.buildingQueue')}</h2>
        <p className="empty">{t('game.queueEmpty')}</p>
      </section>
      <section className="panel" aria-labelledby="mq-title">
        <h2 id="mq-title">{t('game.marchQueue')}</h2>
        <p className="empty">{t('game.marchesEmpty')}</p>
      </section>
    </aside>
  );
}
