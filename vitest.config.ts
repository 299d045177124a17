import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { TEST_ENV } from './tests/support/test-env.ts';

export default defineConfig({
  // one copy of graphql for our code and the packages vitest leaves external (Pothos, yoga): vite
  // would resolve graphql 17's "development" build for our files, a second realm
  resolve: { alias: [{ find: /^graphql$/, replacement: fileURLToPath(new URL('./node_modules/graphql/index.mjs', import.meta.url)) }] },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'tests/integration/**/*.test.ts'],
    pool: 'threads',
    // vitest's default is one worker per core but one: a single worker on a 2-core machine, idle
    // while PostgreSQL answers. Three files at once took the run from 318 s to 183 s here.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 3),
    globalSetup: ['tests/support/global-setup.ts'],
    // a test that signs up commanders (argon2, one each) waits on the CPU: a loaded 2-core machine
    // took 30 s for nine of them while a quiet one takes 10
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // what the tests depend on, set here rather than inherited from the shell (ADMIN_USERNAME …)
    env: { ...TEST_ENV },
  },
});
