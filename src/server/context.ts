/** Builds the per-request tRPC context: resolves the session token through the accounts module. */
import { resolveSession } from '../modules/accounts/index.ts';
import type { AppContext, AppServices } from '../platform/trpc.ts';

export const TOKEN_HEADER = 'x-session-token';

export interface RequestInfo {
  token: string | null;
  ip: string;
  userAgent: string;
}

export async function createContext(
  services: AppServices,
  info: RequestInfo,
  onToken: (t: string) => void,
): Promise<AppContext> {
  const resolved = info.token ? await resolveSession(services, info.token) : null;
  if (resolved?.renewedToken) onToken(resolved.renewedToken);
  return {
    ...services,
    session: resolved?.session ?? null,
    ip: info.ip,
    userAgent: info.userAgent,
    setToken: onToken,
  };
}
