/**
 * `bun run bots --url http://localhost:3000 --count 20 --seed 7 --duration 60s [--out bots.json]`
 * Signs in as the admin (ADMIN_USERNAME / ADMIN_PASSWORD, or --admin-user / --admin-password), makes
 * or re-issues the seed's bot accounts, runs them for the duration, prints a summary and writes the
 * statistics (and, with --ledger, the ledger) as JSON. --verify checks the ledger at the end.
 */
import { writeFileSync } from 'node:fs';
import { formatStats, runBots, verifyLedger } from './index.ts';

const HELP = `bun run bots [options]
  --url URL            the game (default http://localhost:3000)
  --count N            bots (default 5)
  --seed S             seed of names and behaviour (default 1)
  --duration D         how long: 90s, 5m, 1500ms (default 60s)
  --think MIN-MAX      think time between actions in ms (default 300-1500)
  --world NAME         the world to play in (default: the first open one)
  --sockets N          how many bots keep the push socket open and count what it hears (default 0)
  --prefix P           account names P1…PN (default from the seed)
  --admin-user U       (default ADMIN_USERNAME or admin)
  --admin-password P   (default ADMIN_PASSWORD)
  --out FILE           statistics as JSON (default bots-report.json)
  --ledger FILE        the ledger as JSON (holds the bots' passwords)
  --verify             check the ledger against the game at the end`;

export function parseDuration(text: string): number {
  const m = /^(\d+(?:\.\d+)?)(ms|s|m|h)?$/.exec(text.trim());
  if (!m) throw new Error(`not a duration: ${text}`);
  const n = Number(m[1]);
  return Math.round(n * { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }[(m[2] ?? 's') as 'ms']);
}

function parseArgs(argv: string[]): Record<string, string | true> {
  const out: Record<string, string | true> = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (!a.startsWith('--')) throw new Error(`unexpected argument ${a}`);
    const [k, inline] = a.slice(2).split('=', 2) as [string, string | undefined];
    if (inline !== undefined) out[k] = inline;
    else if (argv[i + 1] && !argv[i + 1]!.startsWith('--')) out[k] = argv[++i]!;
    else out[k] = true;
  }
  return out;
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  if (args.help) {
    console.log(HELP);
    return;
  }
  const str = (k: string) => (typeof args[k] === 'string' ? (args[k] as string) : undefined);
  const url = str('url') ?? 'http://localhost:3000';
  const think = str('think')?.split('-').map(Number) as [number, number] | undefined;
  const result = await runBots({
    url,
    count: Number(str('count') ?? 5),
    seed: Number(str('seed') ?? 1),
    durationMs: parseDuration(str('duration') ?? '60s'),
    thinkMs: think && think.length === 2 && think.every(Number.isFinite) ? think : undefined,
    world: str('world'),
    sockets: Number(str('sockets') ?? 0),
    prefix: str('prefix'),
    admin: {
      username: str('admin-user') ?? process.env.ADMIN_USERNAME ?? 'admin',
      password: str('admin-password') ?? process.env.ADMIN_PASSWORD ?? '',
    },
    log: (line) => console.error(line),
  });
  console.log(formatStats(result.stats));
  const out = str('out') ?? 'bots-report.json';
  writeFileSync(out, `${JSON.stringify(result.stats, null, 2)}\n`);
  console.log(`\nstatistics: ${out}`);
  if (str('ledger')) {
    writeFileSync(str('ledger')!, `${JSON.stringify(result.ledger, null, 2)}\n`, { mode: 0o600 });
    console.log(
      `ledger: ${str('ledger')} (${result.ledger.chat.length} messages, ${result.ledger.upgrades.length} upgrades)`,
    );
  }
  if (args.verify) {
    const v = await verifyLedger(url, result.ledger);
    console.log(`ledger ${v.ok ? 'verified' : 'BROKEN'}: ${JSON.stringify(v.checked)}`);
    for (const p of v.problems) console.log(`  ${p}`);
    if (!v.ok) process.exitCode = 1;
  }
  if (result.stats.outcomes.serverError > 0) process.exitCode = 1;
}

if (import.meta.main) {
  main().catch((e) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  });
}
