/** An accessible modal: role dialog, focus moved inside and trapped, Escape and the backdrop close it. */
import { type ReactNode, useEffect, useRef } from 'react';

export function Dialog({
  title,
  onClose,
  children,
  labelClose,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  labelClose: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // one listener for the dialog's life: re-adding it on every render (a parent re-rendering during
  // the same key press, as the side menu does on Escape) would drop that very key press
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const box = ref.current;
    // the first field when there is one, else the first button
    (
      box?.querySelector<HTMLElement>('input, select, textarea') ?? box?.querySelector<HTMLElement>('button, a[href]')
    )?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close.current();
      if (e.key !== 'Tab' || !box) return;
      const items = [...box.querySelectorAll<HTMLElement>('input, button, select, textarea, a[href]')].filter(
        (el) => !el.hasAttribute('disabled'),
      );
      const first = items[0];
      const last = items[items.length - 1];
      if (e.shiftKey && document.activeElement === first) {
        e.preventDefault();
        last?.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, []);
  return (
    <div className="backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div className="dialog panel" role="dialog" aria-modal="true" aria-labelledby="dialog-title" ref={ref}>
        <div className="dialog-head">
          <h2 id="dialog-title">{title}</h2>
          <button type="button" className="icon-btn" onClick={onClose} aria-label={labelClose}>
            ×
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
