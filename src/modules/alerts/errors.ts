import { defineErrors } from '../../platform/errors.ts';
import { badInput } from '../../platform/input-errors.ts';

/** The alerts module's error codes, each defined once (see src/platform/errors.ts). */
export const { catalogue: alertsCatalogue, raise: alertsError } = defineErrors({
  PUSH_DEVICES_FULL: ['You can receive alerts on at most 10 devices: remove one first', 'CONFLICT'],
  PUSH_DEVICE_NOT_FOUND: ['This device no longer receives alerts', 'NOT_FOUND'],
});

/** Refusals of the alerts module: spec-style texts naming the field. */
export const alertsErrors = {
  quietHalf: () => badInput(['input', 'quietEnd'], 'Quiet hours need both a start and an end hour'),
  timeZone: () => badInput(['input', 'timeZone'], 'Time zone must be a time zone name like Europe/Berlin'),
  endpoint: () => badInput(['input', 'endpoint'], "Endpoint must be the https address of a browser's push service"),
  keys: (field: 'p256dh' | 'auth') =>
    badInput(
      ['input', field],
      field === 'p256dh'
        ? 'P256dh must be the browser’s public key (65 bytes, base64url)'
        : 'Auth must be the browser’s 16-byte secret (base64url)',
    ),
  tooManyDevices: () => alertsError('PUSH_DEVICES_FULL'),
  deviceNotFound: () => alertsError('PUSH_DEVICE_NOT_FOUND', { field: 'id' }),
};
