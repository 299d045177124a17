/** The social lists' query keys, and the friends list kept fresh when another commander asks or answers. */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { subscribeNotifications } from '../../lib/push.ts';

export const FRIENDS_KEY = ['friends'];
export const IGNORED_KEY = ['ignored-commanders'];
export const NETWORKS_KEY = ['shared-networks'];
export const COMMANDER_KEY = ['commander'];

export function useFriendsLive() {
  const qc = useQueryClient();
  useEffect(
    () =>
      subscribeNotifications((n) => {
        if (n.kind === 'friends') void qc.invalidateQueries({ queryKey: FRIENDS_KEY });
      }),
    [qc],
  );
}
