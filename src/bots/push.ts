/**
 * The push socket, as the browser keeps it: graphql-ws on /graphql-ws with the session token in the
 * connection parameters, one `notifications` subscription (opened after the profile is entered: the
 * server binds it to the session's profile when it starts). What it hears is counted by kind in the
 * run's statistics; a socket that fails is counted too, never thrown.
 */
import { type Client, createClient } from 'graphql-ws';
import type { StatsRecorder } from './stats.ts';

export class PushSocket {
  private client: Client | null = null;
  private stop: (() => void) | null = null;
  /** the token the subscription was opened with (a new sign-in opens a new one) */
  token: string | null = null;

  constructor(
    private readonly url: string,
    private readonly stats: StatsRecorder,
    private readonly log?: (line: string) => void,
  ) {}

  get open() {
    return this.client !== null;
  }

  /** Opens the socket and the subscription with this token (closing one opened with another). */
  start(token: string, username: string) {
    if (this.client && this.token === token) return;
    this.close();
    this.token = token;
    const ws = `${this.url.replace(/\/$/, '').replace(/^http/, 'ws')}/graphql-ws`;
    const client = createClient({
      url: ws,
      connectionParams: { token },
      lazy: false,
      retryAttempts: 3,
      webSocketImpl: WebSocket,
    });
    this.client = client;
    this.stats.socketOpened();
    this.stop = client.subscribe<{ notifications: { kind: string; data: string } }>(
      { query: 'subscription { notifications { kind data } }' },
      {
        next: (m) => {
          if (m.data?.notifications) this.stats.pushHeard(m.data.notifications.kind);
          else if (m.errors?.length)
            this.stats.pushHeard(
              `error:${(m.errors[0]?.extensions as { code?: string } | undefined)?.code ?? 'UNKNOWN'}`,
            );
        },
        error: (e) => {
          this.stats.pushHeard('error:socket');
          this.log?.(`${username}: push socket: ${e instanceof Error ? e.message : JSON.stringify(e)}`);
        },
        complete: () => {},
      },
    );
  }

  close() {
    this.stop?.();
    this.stop = null;
    void this.client?.dispose();
    this.client = null;
    this.token = null;
  }
}
