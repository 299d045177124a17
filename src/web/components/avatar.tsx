/** The commander avatars (our own SVG marks): `commander-1` … `commander-8`. */
const HUES = [190, 38, 280, 140, 0, 220, 320, 60];

export function Avatar({ id, size = 40 }: { id: string; size?: number }) {
  const n = Number(id.split('-')[1] ?? 1) - 1;
  const hue = HUES[n % HUES.length] ?? 190;
  return (
    <svg viewBox="0 0 40 40" width={size} height={size} aria-hidden="true" className="avatar">
      <rect width="40" height="40" rx="8" fill={`hsl(${hue} 45% 18%)`} stroke={`hsl(${hue} 80% 60%)`} />
      <circle cx="20" cy="16" r="7" fill={`hsl(${hue} 70% 60%)`} />
      <path d={n % 2 ? 'M8 36c2-8 22-8 24 0' : 'M6 36l6-9h16l6 9'} fill={`hsl(${hue} 70% 45%)`} />
    </svg>
  );
}
