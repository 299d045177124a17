/** One line to write a message and send it (Enter sends); the field empties once it is sent. */
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

export function MessageForm({ onSend }: { onSend: (text: string) => Promise<boolean> }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return;
    setBusy(true);
    if (await onSend(text)) setText('');
    setBusy(false);
  };
  return (
    <form className="row chat-form" onSubmit={(e) => void submit(e)}>
      <label className="field grow">
        <span className="sr-only">{t('chat.message')}</span>
        <input
          value={text}
          maxLength={500}
          placeholder={t('chat.placeholder')}
          onChange={(e) => setText(e.target.value)}
        />
      </label>
      <button type="submit" className="btn btn-accent" disabled={busy || !text.trim()}>
        {t('chat.send')}
      </button>
    </form>
  );
}
