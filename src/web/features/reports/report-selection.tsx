/** The selected reports' actions: archive (or back to the inbox) and delete, which asks first. */
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../components/confirm-button.tsx';
import { gql } from '../../lib/graphql.ts';
import { graphql } from '../../lib/graphql-doc.ts';
import { notify } from '../../lib/toast.tsx';

export function ReportSelectionBar({
  chosen,
  archivedView,
  onDone,
}: {
  chosen: { id: string; rewards?: string | null; claimedAt?: number | null }[];
  archivedView: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  if (chosen.length === 0) return null;
  const ids = chosen.map((r) => r.id);
  const archive = async () => {
    try {
      await gql(
        graphql(
          'mutation ArchiveReports($ids: [ID!]!, $archived: Boolean) { archiveReports(reportIds: $ids, archived: $archived) { count } }',
        ),
        { ids, archived: !archivedView },
      );
      notify('success', t(archivedView ? 'reports.restored' : 'reports.archivedDone', { count: ids.length }));
    } catch {
      // the server's reason was shown
    } finally {
      onDone();
    }
  };
  const remove = async () => {
    try {
      await gql(graphql('mutation DeleteReports($ids: [ID!]!) { deleteReports(reportIds: $ids) { count } }'), { ids });
      notify('success', t('reports.deleted', { count: ids.length }));
    } catch {
      // the server's reason was shown
    } finally {
      onDone();
    }
  };
  const unclaimed = chosen.some((r) => r.rewards && !r.claimedAt);
  return (
    <div className="row report-selection">
      <span className="hint num">{t('reports.selected', { count: ids.length })}</span>
      <button type="button" className="btn btn-small" onClick={() => void archive()}>
        {archivedView ? t('reports.restore') : t('reports.archive')}
      </button>
      <ConfirmButton
        className="btn btn-small btn-danger"
        label={t('reports.delete')}
        question={unclaimed ? t('reports.deleteUnclaimed') : t('reports.deleteQuestion', { count: ids.length })}
        onConfirm={remove}
      />
    </div>
  );
}
