import { afterEach, beforeEach, expect, test, vi } from 'vitest';

beforeEach(() => {
  vi.useFakeTimers();
  vi.resetModules();
});
afterEach(() => vi.useRealTimers());

test('the captcha loads 500 ms after start, retrying up to 3 times every 2 s while not loaded', async () => {
  const { loadCaptcha, isCaptchaLoaded } = await import('./captcha.ts');
  const calls: number[] = [];
  let failures = 2;
  const importer = vi.fn(async () => {
    calls.push(Date.now());
    if (failures-- > 0) throw new Error('script blocked');
    return {} as never;
  });
  const t0 = Date.now();
  loadCaptcha(importer);
  await vi.advanceTimersByTimeAsync(499);
  expect(importer).not.toHaveBeenCalled();
  await vi.advanceTimersByTimeAsync(1);
  expect(importer).toHaveBeenCalledTimes(1);
  await vi.advanceTimersByTimeAsync(2000);
  await vi.advanceTimersByTimeAsync(2000);
  expect(calls.map((c) => c - t0)).toEqual([500, 2500, 4500]);
  expect(isCaptchaLoaded()).toBe(true);
});

test('after 3 failed retries it stops trying', async () => {
  const { loadCaptcha, isCaptchaLoaded } = await import('./captcha.ts');
  const importer = vi.fn(async () => {
    throw new Error('offline');
  });
  loadCaptcha(importer);
  await vi.advanceTimersByTimeAsync(500 + 4 * 2000);
  expect(importer).toHaveBeenCalledTimes(4); // the first try and 3 retries
  expect(isCaptchaLoaded()).toBe(false);
});
