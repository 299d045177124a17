/** /control → Worlds: the announcement every commander of a world sees on top of the game, pushed live; empty takes it down. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../lib/graphql-doc.ts';
import { notify } from '../../lib/toast.tsx';
import { useCommand } from '../../lib/use-command.ts';

const ANNOUNCE = graphql(
  'mutation Announce($w: ID!, $t: String!, $r: String!) { adminSetAnnouncement(worldId: $w, text: $t, reason: $r) { text } }',
);

export function AnnouncementForm({ worlds }: { worlds: { id: string; name: string }[] }) {
  const { t } = useTranslation();
  const [world, setWorld] = useState('');
  const [text, setText] = useState('');
  const [reason, setReason] = useState('');
  const command = useCommand();
  const chosen = world || worlds[0]?.id || '';
  return (
    <form
      className="form"
      aria-labelledby="announce-title"
      onSubmit={async (e) => {
        e.preventDefault();
        if (await command.run(ANNOUNCE, { w: chosen, t: text, r: reason }))
          notify('success', text.trim() ? t('control.announce.posted') : t('control.announce.removed'));
      }}
    >
      <h2 id="announce-title">{t('control.announce.title')}</h2>
      <p className="hint">{t('control.announce.about')}</p>
      <div className="field">
        <label htmlFor="announce-world">{t('control.world')}</label>
        <select id="announce-world" value={chosen} onChange={(e) => setWorld(e.target.value)}>
          {worlds.map((w) => (
            <option key={w.id} value={w.id}>
              {w.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="announce-text">{t('control.announce.text')}</label>
        <textarea id="announce-text" rows={3} maxLength={1000} value={text} onChange={(e) => setText(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor="announce-reason">{t('control.moderation.reason')}</label>
        <input id="announce-reason" value={reason} maxLength={300} onChange={(e) => setReason(e.target.value)} />
      </div>
      <button type="submit" className="btn btn-accent" disabled={command.pending || !chosen}>
        {t('control.announce.post')}
      </button>
    </form>
  );
}
