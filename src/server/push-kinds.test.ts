import { expect, test } from 'vitest';
import { PUSH_KINDS } from '../platform/pubsub.ts';
import { PUSH_KINDS as CLIENT_KINDS } from '../web/lib/push-kinds.ts';
import { PUSH_ROUTES } from '../web/lib/push-routes.ts';

test('the browser knows every push kind the server sends, and routes each', () => {
  expect([...CLIENT_KINDS].sort()).toEqual([...PUSH_KINDS].sort());
  expect(Object.keys(PUSH_ROUTES).sort()).toEqual([...PUSH_KINDS].sort());
});
