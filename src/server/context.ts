/** Builds the per-request tRPC context: resolves the session token through the accounts module. */
import { resolveSession } from '../modules/accounts/index.ts';
import type { AppContext, AppServices } from '../platform/trpc.ts';

export const TOKEN_HEADER = 'x-session-token';
/** the owner's profile id a sitter acts for (decision 066) */
export const SIT_AS_HEADER = 'x-sit-as';

export interface RequestInfo {
  token: string | null;
  ip: string;
  userAgent: string;
  sitAs?: string | null;
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
    sitAs: info.sitAs ?? null,
    setToken: onToken,
  };
}
