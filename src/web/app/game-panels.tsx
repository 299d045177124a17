/** Always-on panels for a player: building queue (with research and training) and march queue with countdowns. */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LiveCountdown, LiveProgress } from '../components/live.tsx';
import { BASE_FIELDS, BASE_KEY, type QueueItem, useBase, useSetBase } from '../lib/base-data.ts';
import { useTick } from '../lib/clock.ts';
import { gql } from '../lib/graphql.ts';
import { graphql } from '../lib/graphql-doc.ts';
import { notify } from '../lib/toast.tsx';
import { IncomingPanel } from './incoming-panel.tsx';
import { MarchQueue } from './march-queue.tsx';
import { SpeedupDialog } from './speedup-dialog.tsx';
import { AskHelpButton } from '../features/alliance/ask-help-button.tsx';
import { countRender } from '../lib/render-probe.ts';

function QueueRow({ item, skewMs }: { item: QueueItem; skewMs: number }) {
  const { t } = useTranslation();
  const setBase = useSetBase();
  const [speeding, setSpeeding] = useState(false);
  const cancel = async () => {
    try {
      const r = await gql(
        graphql(`mutation Cancel($id: ID!) { cancelQueueItem(queueItemId: $id) { ...BaseFields } }`, [BASE_FIELDS]),
        { id: item.id },
      );
      setBase(r.cancelQueueItem);
      notify('info', t('game.cancelled', { name }));
    } catch {
      // shown by the client
    }
  };
  const name =
    item.kind === 'building'
      ? t(`buildings.${item.target}.name`)
      : item.kind === 'training' || item.kind === 'healing'
        ? t(`units.${item.target}`)
        : t(`researchNames.${item.target}`, { defaultValue: item.target });
  return (
    <li className="queue-item">
      <div className="row spread-tight">
        <span>
          {name}{' '}
          <span className="num">
            {item.kind === 'training' || item.kind === 'healing' ? `× ${item.level}` : `→ ${item.level}`}
          </span>
        </span>
        <LiveCountdown to={item.dueAt} skewMs={skewMs} testId="queue-countdown" />
      </div>
      <LiveProgress from={item.startsAt} to={item.dueAt} skewMs={skewMs} label={name} />
      <div className="row">
        <button type="button" className="btn btn-ghost btn-small" onClick={() => setSpeeding(true)}>
          {t('speedup.open')}
        </button>
        <button type="button" className="btn btn-ghost btn-small" onClick={() => void cancel()}>
          {t('game.cancel')}
        </button>
        <AskHelpButton queueItemId={item.id} name={name} />
      </div>
      {speeding && <SpeedupDialog item={item} name={name} skewMs={skewMs} onClose={() => setSpeeding(false)} />}
    </li>
  );
}

export function QueuePanels() {
  countRender('QueuePanels');
  const { t } = useTranslation();
  const base = useBase().data;
  const skewMs = base?.skewMs ?? 0;
  const qc = useQueryClient();
  const buildings = base?.queue.filter((q) => q.kind === 'building') ?? [];
  const research = base?.queue.filter((q) => q.kind === 'research') ?? [];
  const training = base?.queue.filter((q) => q.kind === 'training' || q.kind === 'healing') ?? [];
  // an item past its time that the last answer still lists: ask again (each second) until it is gone
  const queue = base?.queue;
  const overdue = useTick(skewMs, (now) => queue?.some((q) => q.dueAt <= now - 1500) ?? false);
  useEffect(() => {
    if (!overdue) return;
    void qc.invalidateQueries({ queryKey: BASE_KEY });
    const id = setInterval(() => void qc.invalidateQueries({ queryKey: BASE_KEY }), 1000);
    return () => clearInterval(id);
  }, [overdue, qc]);
  return (
    <aside className="queues">
      <IncomingPanel />
      <section className="panel" aria-labelledby="bq-title">
        <h2 id="bq-title">{t('game.buildingQueue')}</h2>
        {/* until the base is in, the "empty" words hold their place unseen (nothing jumps when it comes) */}
        {!base && (
          <p className="empty unseen" aria-hidden="true">
            {t('game.queueEmpty')}
          </p>
        )}
        {base?.queue.length === 0 && <p className="empty">{t('game.queueEmpty')}</p>}
        {buildings.length > 0 && (
          <ul className="queue">
            {buildings.map((i) => (
              <QueueRow key={i.id} item={i} skewMs={skewMs} />
            ))}
          </ul>
        )}
        {research.length > 0 && (
          <>
            <h3 className="sub">{t('game.research')}</h3>
            <ul className="queue">
              {research.map((i) => (
                <QueueRow key={i.id} item={i} skewMs={skewMs} />
              ))}
            </ul>
          </>
        )}
        {training.length > 0 && (
          <>
            <h3 className="sub">{t('game.trainingQueue')}</h3>
            {/* a healing batch shows here too: troops back to the garrison at its end */}
            <ul className="queue" data-testid="training-queue">
              {training.map((i) => (
                <QueueRow key={i.id} item={i} skewMs={skewMs} />
              ))}
            </ul>
          </>
        )}
      </section>
      <MarchQueue />
    </aside>
  );
}
