/**
 * A question before something costly is spent (decision 044): an item used up for good (a teleport,
 * a hyperdrive jump) or credits from SPEND_CONFIRM_CREDITS up. A dialog (focus trapped, Escape
 * cancels), the cost said in words; the server's rules are unchanged.
 */
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from './dialog.tsx';

/** A purchase of this many credits or more asks first. */
export const SPEND_CONFIRM_CREDITS = 1500;

interface Question {
  title: string;
  body: string;
  confirm: string;
  run: () => unknown;
}

export function useSpendConfirm(): { ask: (q: Question) => void; dialog: ReactNode } {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Question | null>(null);
  const [busy, setBusy] = useState(false);
  const dialog = open && (
    <Dialog title={open.title} onClose={() => setOpen(null)} labelClose={t('cancel')}>
      <p data-testid="spend-question">{open.body}</p>
      <div className="row">
        <button type="button" className="btn btn-ghost" onClick={() => setOpen(null)}>
          {t('cancel')}
        </button>
        <button
          type="button"
          className="btn btn-accent"
          disabled={busy}
          aria-busy={busy}
          onClick={async () => {
            setBusy(true);
            try {
              await open.run();
            } finally {
              setBusy(false);
              setOpen(null);
            }
          }}
        >
          {open.confirm}
        </button>
      </div>
    </Dialog>
  );
  return { ask: setOpen, dialog };
}
