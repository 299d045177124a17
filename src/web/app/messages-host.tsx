/**
 * The private messages opened on a thread from another screen (a friend, a commander's page): one
 * click, whether or not the menu is showing (on a phone it is folded away).
 */
import { useEffect, useState } from 'react';
import { PrivateDialog } from '../features/chat/private-dialog.tsx';
import { onOpenMessages } from '../lib/open-messages.ts';

export function MessagesHost() {
  const [writeTo, setWriteTo] = useState<string | null>(null);
  useEffect(() => onOpenMessages(setWriteTo), []);
  return writeTo ? <PrivateDialog key={writeTo} with={writeTo} onClose={() => setWriteTo(null)} /> : null;
}
