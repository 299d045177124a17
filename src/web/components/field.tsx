/** A labelled form field with its error under it (the form library's `field()` props spread in). */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function FieldError({ id, error }: { id: string; error?: string | null }) {
  const { t } = useTranslation('server');
  if (!error) return null;
  return (
    <p className="field-error" id={`${id}-error`} role="alert">
      {t(error, { keySeparator: false, nsSeparator: false, defaultValue: error })}
    </p>
  );
}

export function Field({
  label,
  id,
  error,
  children,
  hint,
}: {
  label: ReactNode;
  id: string;
  error?: string | null;
  children: ReactNode;
  hint?: ReactNode;
}) {
  return (
    <div className={`field${error ? ' invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && <p className="hint">{hint}</p>}
      <FieldError id={id} error={error} />
    </div>
  );
}
