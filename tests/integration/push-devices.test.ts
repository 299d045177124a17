/**
 * Push devices under attack: thirty registrations at once stop at the cap of ten, and an endpoint
 * names an allowed push service by scheme, host and port exactly.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { isPushService, MAX_DEVICES } from '../../src/modules/alerts/devices.ts';
import { startPushService, type PushService } from '../support/push-service.ts';
import { createTestStack, type TestStack } from '../support/stack.ts';

let s: TestStack;
let push: PushService;
beforeAll(async () => {
  s = await createTestStack();
  push = await startPushService();
});
afterAll(async () => {
  push?.stop();
  await s?.close();
});

const REGISTER = 'mutation($i:PushDeviceInput!){ registerPushDevice(input:$i){ id } }';

describe('push devices', () => {
  test('thirty browsers registering at once: ten devices, the others told the cap', async () => {
    const p = await s.newPlayerWithProfile('Swarm1');
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => s.gql(REGISTER, { i: { ...push.subscribe(), language: 'en' } }, p.token)),
    );
    expect(answers.filter((r) => r.data)).toHaveLength(MAX_DEVICES);
    expect(new Set(answers.filter((r) => r.errors).map((r) => r.errors?.[0]?.message))).toEqual(
      new Set([`You can receive alerts on at most ${MAX_DEVICES} devices: remove one first`]),
    );
    expect((await s.gql('{ pushDevices { id } }', {}, p.token)).data!.pushDevices).toHaveLength(MAX_DEVICES);
  });

  test('an allowed push service is matched by scheme, host and port; no port listed means the default port only', () => {
    const allowed = ['https://fcm.googleapis.com', 'https://*.push.apple.com', 'http://127.0.0.1:8085'];
    expect(isPushService('https://fcm.googleapis.com/fcm/send/abc', allowed)).toBe(true);
    expect(isPushService('https://fcm.googleapis.com:443/fcm/send/abc', allowed)).toBe(true);
    expect(isPushService('https://FCM.googleapis.com/x', allowed)).toBe(true);
    expect(isPushService('https://fcm.googleapis.com:3401/x', allowed)).toBe(false);
    expect(isPushService('https://fcm.googleapis.com:80/x', allowed)).toBe(false);
    expect(isPushService('http://fcm.googleapis.com/x', allowed)).toBe(false);
    expect(isPushService('https://fcm.googleapis.com.evil.example/x', allowed)).toBe(false);
    expect(isPushService('https://user:pw@fcm.googleapis.com/x', allowed)).toBe(false);
    expect(isPushService('https://web.push.apple.com/x', allowed)).toBe(true);
    expect(isPushService('https://web.push.apple.com:8443/x', allowed)).toBe(false);
    expect(isPushService('https://push.apple.com/x', allowed)).toBe(false);
    expect(isPushService('http://127.0.0.1:8085/push/1', allowed)).toBe(true);
    expect(isPushService('http://127.0.0.1:8086/push/1', allowed)).toBe(false);
    expect(isPushService('http://127.0.0.1/push/1', allowed)).toBe(false);
    // `:*` lists every port of a host (the tests' stand-in push service listens on a free port)
    expect(isPushService('http://127.0.0.1:40123/push/1', ['http://127.0.0.1:*'])).toBe(true);
    expect(isPushService('http://127.0.0.2:40123/push/1', ['http://127.0.0.1:*'])).toBe(false);
  });
});
