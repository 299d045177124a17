/** Ticket-closed toasts: those closed while away (on load) and those closed now (pushed). */
import { useEffect } from 'react';
import { gql } from '../lib/graphql.ts';
import { graphql } from '../lib/graphql-doc.ts';
import { pushData, subscribeNotifications } from '../lib/push.ts';
import { notify } from '../lib/toast.tsx';

function showClosed(id: string, text: string) {
  notify('ticket-closed', text, {
    id: `ticket-${id}`,
    onDismiss: () =>
      void gql(
        graphql('mutation Ack($id: ID!) { acknowledgeTicket(ticketId: $id) { ok } }'),
        { id },
        { quiet: true },
      ).catch(() => {}),
  });
}

export function useTicketNotifications(token: string | null, closedText: (subject: string) => string) {
  useEffect(() => {
    if (!token) return;
    let alive = true;
    gql(graphql('query Closed { closedTickets { id subject } }'), {}, { quiet: true })
      .then((r) => {
        if (!alive) return;
        for (const t of r.closedTickets) showClosed(t.id, closedText(t.subject));
      })
      .catch(() => {});
    const stop = subscribeNotifications((n) => {
      if (n.kind !== 'ticket-closed') return;
      const data = pushData(n) ?? {};
      if (data.ticketId) showClosed(data.ticketId, data.subject ? closedText(data.subject) : n.text);
    });
    return () => {
      alive = false;
      stop();
    };
  }, [token, closedText]);
}
