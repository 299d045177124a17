/**
 * The game's service worker (/sw.js, src/web/public): registered for a commander, so alerts pushed
 * while the game is closed show as notifications and open their screen, and the game installs as
 * an app (manifest.webmanifest). It intercepts no requests.
 */
export const SW_URL = '/sw.js';

export const serviceWorkerSupported = () => typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

/** Registers (or finds) the service worker and waits until it is active; null where there is none. */
export async function registerServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  if (!serviceWorkerSupported()) return null;
  try {
    await navigator.serviceWorker.register(SW_URL, { scope: '/' });
    return await navigator.serviceWorker.ready;
  } catch {
    return null;
  }
}

/** Calls `open` with a screen the service worker asks this tab to show (a tapped alert, when it could not navigate the tab itself). */
export function onOpenScreen(open: (url: string) => void): () => void {
  if (!serviceWorkerSupported()) return () => {};
  const listen = (e: MessageEvent) => {
    const d = e.data as { type?: string; url?: string } | null;
    if (d?.type === 'open-screen' && typeof d.url === 'string' && d.url.startsWith('/')) open(d.url);
  };
  navigator.serviceWorker.addEventListener('message', listen);
  return () => navigator.serviceWorker.removeEventListener('message', listen);
}
