/**
 * The shape of the server's ids, checked before asking: an address such as /reports/abc holds no
 * id, so the page shows its own not-found state instead of sending a request the server refuses.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Profiles, accounts, reports, marches, alliances, worlds and tickets are keyed by UUIDs. */
export const isUuid = (id: string | undefined | null): id is string => typeof id === 'string' && UUID.test(id);
