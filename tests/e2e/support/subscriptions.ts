/**
 * What a page subscribed to over its GraphQL socket, seen from the frames it sent. A spec that
 * acts through another door (the API, another process) waits until the page listens before it acts,
 * as a player's second tab would be listening already.
 */
import type { Page } from '@playwright/test';

export function watchSubscriptions(page: Page) {
  const seen = new Set<string>();
  const waiting: { name: string; done: () => void }[] = [];
  page.on('websocket', (ws) => {
    ws.on('framesent', ({ payload }) => {
      const text = typeof payload === 'string' ? payload : payload.toString('utf8');
      const name = /"query":"subscription (\w+)/.exec(text)?.[1];
      if (!name) return;
      seen.add(name);
      for (const w of waiting.filter((x) => x.name === name)) w.done();
    });
  });
  return {
    /** Resolves once the page has sent the subscription named `name` (at once if it already has). */
    until(name: string): Promise<void> {
      if (seen.has(name)) return Promise.resolve();
      return new Promise((done) => waiting.push({ name, done }));
    },
  };
}
