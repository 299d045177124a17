import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { gql } from '../lib/graphql.ts';
import { graphql } from '../lib/graphql-doc.ts';
import { closeSocket } from '../lib/push.ts';
import { clearSession } from '../lib/session.ts';

export const LOGOUT_DELAY_MS = 100;

/** Logout calls the server, then after ~100 ms clears the local session and goes to / (spec §2). */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    // our own sign-out closes the socket: its closing is not news to check
    closeSocket();
    try {
      await gql(graphql('mutation Logout { logout { ok } }'), {}, { quiet: true });
    } catch {
      // the local session ends anyway
    }
    await new Promise((r) => setTimeout(r, LOGOUT_DELAY_MS));
    clearSession();
    queryClient.clear();
    await navigate({ to: '/' });
  };
}
