/**
 * Vacation mode on the profile (decision 055): what it does, the button that starts it (with a
 * question first: it cannot be ended for 48 hours), and while it holds, since when, until when, and
 * the button that ends it once the 48 hours are over.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../components/confirm-button.tsx';
import { BASE_KEY } from '../../lib/base-data.ts';
import { gql } from '../../lib/graphql.ts';
import { graphql } from '../../lib/graphql-doc.ts';
import { useGameKey } from '../../lib/query-keys.ts';
import { notify } from '../../lib/toast.tsx';
import { useCommand } from '../../lib/use-command.ts';

export const VACATION_KEY = ['vacation'];
const STATUS = graphql('query Vacation { vacation { active since endsBy canEndAt nextStartAt } }');
const START = graphql('mutation StartVacation { startVacation { active } }');
const END = graphql('mutation EndVacation { endVacation { active } }');

export function VacationPanel() {
  const { t, i18n } = useTranslation();
  const q = useQuery({ queryKey: useGameKey(VACATION_KEY), queryFn: async () => (await gql(STATUS)).vacation });
  const command = useCommand({ invalidate: [VACATION_KEY, BASE_KEY] });
  const when = (ms: number | null | undefined) =>
    ms ? new Date(ms).toLocaleString(i18n.resolvedLanguage, { dateStyle: 'medium', timeStyle: 'short' }) : '—';
  const v = q.data;
  return (
    <section className="panel" aria-labelledby="vacation-title" data-testid="vacation">
      <h2 id="vacation-title">{t('vacation.title')}</h2>
      {!v ? (
        <p>{t('loading')}</p>
      ) : v.active ? (
        <>
          <p role="status" data-testid="vacation-status">
            {t('vacation.on', { since: when(v.since), until: when(v.endsBy) })}
          </p>
          {v.canEndAt !== null && v.canEndAt > Date.now() ? (
            <p className="hint">{t('vacation.canEndAt', { at: when(v.canEndAt) })}</p>
          ) : (
            <button
              type="button"
              className="btn btn-primary"
              disabled={command.pending}
              onClick={async () => {
                if (await command.run(END)) notify('success', t('vacation.ended'));
              }}
            >
              {t('vacation.end')}
            </button>
          )}
        </>
      ) : (
        <>
          <p className="hint">{t('vacation.about')}</p>
          {v.nextStartAt !== null && <p className="hint">{t('vacation.nextAt', { at: when(v.nextStartAt) })}</p>}
          <ConfirmButton
            className="btn"
            label={t('vacation.start')}
            question={t('vacation.question')}
            onConfirm={async () => {
              if (await command.run(START)) notify('success', t('vacation.started'));
            }}
          />
        </>
      )}
    </section>
  );
}
