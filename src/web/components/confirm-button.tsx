/** A button whose action runs only after a clear confirmation in a dialog. */
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from './dialog.tsx';

export function ConfirmButton({
  label,
  question,
  onConfirm,
  className = 'btn btn-danger',
  disabled = false,
  describedBy,
}: {
  disabled?: boolean;
  /** the id of the text that says why it is disabled */
  describedBy?: string;
  label: ReactNode;
  question: string;
  onConfirm: () => unknown;
  className?: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className}
        disabled={disabled}
        aria-describedby={describedBy}
        onClick={() => setOpen(true)}
      >
        {label}
      </button>
      {open && (
        <Dialog title={question} onClose={() => setOpen(false)} labelClose={t('cancel')}>
          <div className="row">
            <button type="button" className="btn btn-ghost" onClick={() => setOpen(false)}>
              {t('cancel')}
            </button>
            <button
              type="button"
              className="btn btn-danger"
              disabled={busy}
              onClick={async () => {
                setBusy(true);
                try {
                  await onConfirm();
                } finally {
                  setBusy(false);
                  setOpen(false);
                }
              }}
            >
              {t('confirm')}
            </button>
          </div>
        </Dialog>
      )}
    </>
  );
}
