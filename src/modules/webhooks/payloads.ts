/**
 * A webhook's body: Discord's webhook JSON (`username`, `content`, one embed), which Slack-style and
 * custom receivers read too. Times are Discord timestamps (`<t:…:R>`), which each reader's Discord
 * shows in their own zone; `embeds[0].timestamp` carries the same instant as ISO 8601.
 */
import type { WebhookKind } from './kinds.ts';

export interface WebhookBody {
  username: string;
  content: string;
  embeds: {
    title: string;
    description: string;
    color: number;
    timestamp: string;
    fields: { name: string; value: string; inline?: boolean }[];
  }[];
}

type Data = Record<string, string | number | boolean | null | undefined>;
const stamp = (ms: unknown) => `<t:${Math.floor(Number(ms) / 1000)}:R>`;
const full = (ms: unknown) => `<t:${Math.floor(Number(ms) / 1000)}:f>`;
const bold = (s: unknown) => `**${String(s ?? '').replace(/[*_`~|]/g, '')}**`;
const RED = 0xd9534f;
const AMBER = 0xf0ad4e;
const BLUE = 0x3d8bfd;

const EVENT_NAMES: Record<string, string> = {
  'power-surge': 'Power Surge',
  'portal-explorers': 'Portal Explorers',
  'asteroid-domination': 'Asteroid Domination',
  'battlefront-clash': 'Battlefront Clash',
  'pirate-hunt': 'Pirate Hunt',
};

/** The body for one happening, told to an alliance whose members named here it concerns. */
export function webhookBody(
  kind: WebhookKind | 'ping',
  d: Data,
  ctx: { alliance: string; members: string[]; at: number },
): WebhookBody {
  const base = (title: string, color: number, content: string, fields: WebhookBody['embeds'][number]['fields']) => ({
    username: 'Ephoran Frontier',
    content,
    embeds: [{ title, description: `[${ctx.alliance}]`, color, timestamp: new Date(ctx.at).toISOString(), fields }],
  });
  switch (kind) {
    case 'attack': {
      const who = d.rally ? `A rally led by ${bold(d.attacker)}` : bold(d.attacker || 'A commander');
      const member = ctx.members.map(bold).join(', ');
      return base('Member under attack', RED, `${who} attacks ${member}. It lands ${stamp(d.arrivesAt)}.`, [
        { name: 'Attacker', value: String(d.attacker ?? ''), inline: true },
        { name: 'Target', value: ctx.members.join(', '), inline: true },
        { name: 'Lands', value: full(d.arrivesAt), inline: true },
      ]);
    }
    case 'rally':
      return base(
        'Rally opened',
        AMBER,
        `${bold(d.leader)} opened a rally against ${bold(d.target)}. It sets off ${stamp(d.departsAt)}: join before then.`,
        [
          { name: 'Leader', value: String(d.leader ?? ''), inline: true },
          { name: 'Target', value: String(d.target ?? ''), inline: true },
          { name: 'Sets off', value: full(d.departsAt), inline: true },
        ],
      );
    case 'event': {
      const name = EVENT_NAMES[String(d.type)] ?? 'An event';
      return base('Event ending', BLUE, `${bold(name)} ends ${stamp(d.endsAt)}.`, [
        { name: 'Event', value: name, inline: true },
        { name: 'Ends', value: full(d.endsAt), inline: true },
      ]);
    }
    case 'ping':
      return base('Webhook test', BLUE, `This webhook of ${bold(ctx.alliance)} works.`, []);
  }
}
