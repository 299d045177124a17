/**
 * Any screen opens the private messages with a commander (one click from a friend or a commander
 * page); the game menu, which holds the messages dialog, listens.
 */
type Listener = (username: string) => void;
const listeners = new Set<Listener>();

export function openMessagesWith(username: string): void {
  for (const l of listeners) l(username);
}

export function onOpenMessages(l: Listener): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}
