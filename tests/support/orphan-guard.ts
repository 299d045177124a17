/**
 * Preloaded into every process a test cluster starts (`bun --preload tests/support/orphan-guard.ts
 * src/server/main.ts`, tests/support/processes.ts), before the real entry point runs unchanged: when
 * the test process that started it is gone (killed, crashed, a run interrupted), this process ends
 * too: it looks twice a second (after a `kill -9` of vitest mid-run, the cluster was gone within
 * 1.5–3.5 s, web processes busy starting up the slowest), so no server is left running.
 */
const testProcess = Number(process.env.CLUSTER_PARENT_PID ?? 0);
if (testProcess > 0) {
  setInterval(() => {
    // re-parented (to init or a subreaper): the test process that owned us has died
    if (process.ppid !== testProcess) process.exit(1);
  }, 500).unref();
}
export {};
