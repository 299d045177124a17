import { AppError } from '../../platform/errors.ts';

/** Refusals of the alerts module: spec-style texts naming the field. */
export const alertsErrors = {
  quietHalf: () =>
    new AppError('BAD_INPUT', 'Quiet hours need both a start and an end hour', 'BAD_INPUT', {
      field: 'input.quietEnd',
    }),
  timeZone: () =>
    new AppError('BAD_INPUT', 'Time zone must be a time zone name like Europe/Berlin', 'BAD_INPUT', {
      field: 'input.timeZone',
    }),
  endpoint: () =>
    new AppError('BAD_INPUT', "Endpoint must be the https address of a browser's push service", 'BAD_INPUT', {
      field: 'input.endpoint',
    }),
  keys: (field: 'p256dh' | 'auth') =>
    new AppError(
      'BAD_INPUT',
      field === 'p256dh'
        ? 'P256dh must be the browser’s public key (65 bytes, base64url)'
        : 'Auth must be the browser’s 16-byte secret (base64url)',
      'BAD_INPUT',
      {
        field: `input.${field}`,
      },
    ),
  tooManyDevices: () =>
    new AppError('PUSH_DEVICES_FULL', 'You can receive alerts on at most 10 devices: remove one first', 'CONFLICT'),
  deviceNotFound: () =>
    new AppError('PUSH_DEVICE_NOT_FOUND', 'This device no longer receives alerts', 'NOT_FOUND', { field: 'id' }),
};
