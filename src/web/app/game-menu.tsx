/** The game menu of spec §2, grouped as ui.md suggests; the current route is highlighted. */
import { Link, useRouterState } from '@tanstack/react-router';
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatDialog } from '../features/chat/chat-dialog.tsx';
import { PrivateDialog } from '../features/chat/private-dialog.tsx';
import { TasksDialog } from '../features/tasks/tasks-dialog.tsx';
import { useQuery } from '@tanstack/react-query';
import { gql } from '../lib/graphql.ts';
import { graphql } from '../lib/graphql-doc.ts';
import { VaultPanel } from '../features/cores/vault-panel.tsx';
import { useGameKey } from '../lib/query-keys.ts';
import { countRender } from '../lib/render-probe.ts';
import type { LinkTarget } from './route-paths.ts';

type Entry = (LinkTarget | { to?: undefined; params?: undefined }) & {
  key: string;
  /** a section of the page (Center and Base are both /base: the top, and its buildings) */
  hash?: string;
  /** a docked panel rather than a route (chat, messages …) */
  panel?: boolean;
  /** opens a dialog */
  dialog?: 'tasks' | 'chat' | 'messages';
};

const GROUPS: { key: string; entries: Entry[] }[] = [
  {
    key: 'base',
    entries: [
      { key: 'center', to: '/base' },
      { key: 'empire', to: '/empire' },
      { key: 'base', to: '/base', hash: 'buildings' },
      { key: 'garrison', to: '/reinforcements' },
      { key: 'attacks', to: '/attacks' },
    ],
  },
  {
    key: 'research',
    entries: [
      { key: 'research', to: '/research/$type', params: { type: 'development' } },
      { key: 'cores', to: '/profile/$type', params: { type: 'cores' } },
    ],
  },
  {
    key: 'map',
    entries: [
      { key: 'map', to: '/galaxy' },
      { key: 'portal', to: '/portal' },
      { key: 'missionControl', to: '/portal/$type', params: { type: 'missions' } },
      { key: 'rallies', to: '/rallies' },
      { key: 'simulator', to: '/simulator' },
    ],
  },
  {
    key: 'alliance',
    entries: [
      { key: 'alliance', to: '/alliance' },
      { key: 'leaderboards', to: '/leaderboards' },
      { key: 'vaultRanking', panel: true },
    ],
  },
  {
    key: 'trade',
    entries: [
      { key: 'convoys', to: '/trading/$type', params: { type: 'convoys' } },
      { key: 'smugglersDen', to: '/trading/$type', params: { type: 'smugglers-den' } },
      { key: 'blackMarket', to: '/trading/$type', params: { type: 'black-market' } },
    ],
  },
  {
    key: 'events',
    entries: [
      { key: 'events', to: '/events' },
      { key: 'shop', to: '/shop' },
      { key: 'backpack', to: '/backpack' },
      { key: 'tasks', dialog: 'tasks' },
    ],
  },
  {
    key: 'reports',
    entries: [
      { key: 'reports', to: '/reports' },
      { key: 'messages', dialog: 'messages' },
      { key: 'chatGlobal', dialog: 'chat' },
      { key: 'chatPrivate', dialog: 'messages' },
    ],
  },
  {
    key: 'info',
    entries: [
      { key: 'news', to: '/news' },
      { key: 'rules', to: '/rules' },
    ],
  },
];

/**
 * The dialog open from the menu (chat, tasks, messages), kept outside the menu: the shell shows the
 * menu in the side panel on a phone and in the sidebar on a wide screen, so a window crossing that
 * width mounts the other menu; the dialog, shown by `MenuDialogs` outside both, stays open.
 */
type OpenDialog = Entry['dialog'] | null;
let openDialog: OpenDialog = null;
const dialogListeners = new Set<() => void>();
function setOpenDialog(d: OpenDialog) {
  openDialog = d;
  for (const l of dialogListeners) l();
}
function useOpenDialog(): OpenDialog {
  return useSyncExternalStore(
    (l) => {
      dialogListeners.add(l);
      return () => dialogListeners.delete(l);
    },
    () => openDialog,
  );
}

export function GameMenu({ onNavigate }: { onNavigate?: () => void }) {
  countRender('GameMenu');
  const { t } = useTranslation();
  const [panel, setPanel] = useState<string | null>(null);
  // every /portal/{type} is Mission Control (the portal itself is /portal only)
  const missionsOpen = useRouterState({ select: (st) => st.location.pathname.startsWith('/portal/') });
  return (
    <nav className="game-menu" aria-label={t('nav.menu')}>
      {GROUPS.map((g) => (
        <div className="menu-group" key={g.key}>
          <ul>
            {g.entries.map((e) => (
              <li key={e.key}>
                {e.to ? (
                  <Link
                    to={e.to}
                    params={e.params}
                    hash={e.hash}
                    activeOptions={{ includeHash: true, exact: e.to === '/portal' }}
                    activeProps={{ className: 'active', 'aria-current': 'page' }}
                    {...(e.key === 'missionControl' && missionsOpen
                      ? { className: 'active', 'aria-current': 'page' as const }
                      : {})}
                    onClick={onNavigate}
                  >
                    {t(`game.${e.key}`)}
                  </Link>
                ) : e.dialog ? (
                  <button
                    type="button"
                    className="menu-panel-btn"
                    aria-haspopup="dialog"
                    onClick={() => {
                      // the side menu closes: the dialog opens over the page, and closes back to it
                      onNavigate?.();
                      setOpenDialog(e.dialog);
                    }}
                  >
                    {t(`game.${e.key}`)}
                  </button>
                ) : (
                  <button
                    type="button"
                    className="menu-panel-btn"
                    aria-expanded={panel === e.key}
                    onClick={() => setPanel(panel === e.key ? null : e.key)}
                  >
                    {t(`game.${e.key}`)}
                  </button>
                )}
                {panel === e.key &&
                  (e.key === 'vaultRanking' ? (
                    <VaultPanel />
                  ) : (
                    <p className="menu-panel-note">{t('game.panelNotOpen')}</p>
                  ))}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

/** The dialog the menu opened, rendered once by the shell outside both menus (see `openDialog`). */
export function MenuDialogs() {
  const dialog = useOpenDialog();
  // whether the alliance channel is open to the reader: asked when the chat opens
  const alliance = useQuery({
    queryKey: useGameKey(['my-alliance-id']),
    queryFn: async () =>
      (await gql(graphql('query InAlliance { myAlliance { alliance { id } } }'))).myAlliance.alliance !== null,
    enabled: dialog === 'chat',
  });
  const inAlliance = alliance.data === true;
  const closeDialog = () => setOpenDialog(null);
  return (
    <>
      {dialog === 'tasks' && <TasksDialog onClose={closeDialog} />}
      {dialog === 'chat' && <ChatDialog onClose={closeDialog} inAlliance={inAlliance} />}
      {dialog === 'messages' && <PrivateDialog onClose={closeDialog} />}
    </>
  );
}
