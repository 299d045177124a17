/** A TCP port on 127.0.0.1 that nothing listens on right now (the system picks it). */
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
  });
}

/** The same, synchronously (for config files, which cannot wait): asks a child process. */
export function freePortSync(): number {
  const script =
    "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  const r = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8' });
  const port = Number(r.stdout);
  if (!port) throw new Error(`could not find a free port: ${r.stderr}`);
  return port;
}
