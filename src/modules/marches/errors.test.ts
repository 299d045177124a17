import { describe, expect, test } from 'vitest';
import { AppError } from '../../platform/errors.ts';
import { orSendFailed } from './errors.ts';

describe('a send the database gave up on', () => {
  test("a deadlock or a lost connection answers 'Sending units failed, please try again later'; a refusal keeps its own text", async () => {
    for (const code of ['40P01', '40001', '55P03', 'CONNECTION_CLOSED']) {
      const err = await orSendFailed(Promise.reject(Object.assign(new Error('db'), { code }))).catch((e) => e);
      expect(err).toBeInstanceOf(AppError);
      expect(err.message).toBe('Sending units failed, please try again later');
    }
    const refusal = new AppError('NO_UNITS', 'You have to send at least one unit', 'BAD_INPUT');
    await expect(orSendFailed(Promise.reject(refusal))).rejects.toBe(refusal);
    // a bug stays a bug (logged, 'Unknown error, contact support'), not a polite retry
    await expect(orSendFailed(Promise.reject(new TypeError('x is undefined')))).rejects.toBeInstanceOf(TypeError);
    await expect(orSendFailed(Promise.resolve(7))).resolves.toBe(7);
  });
});
