/** The avatars a commander can choose from (drawn by the client as SVG marks). */
export const AVATARS = [
  'commander-1',
  'commander-2',
  'commander-3',
  'commander-4',
  'commander-5',
  'commander-6',
  'commander-7',
  'commander-8',
] as const;
export type Avatar = (typeof AVATARS)[number];
export const isAvatar = (v: string): v is Avatar => (AVATARS as readonly string[]).includes(v);
