/**
 * The shared palette of our artwork as SVG gradients (slate metal, cyan glass, amber glow, farm green),
 * written once per drawing under a unique prefix: shapes refer to them with paint(prefix, name).
 */
export function ArtDefs({ p }: { p: string }) {
  return (
    <defs>
      <linearGradient id={`${p}-sky`} x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stopColor="#020617" />
        <stop offset="0.7" stopColor="#0b1a36" />
        <stop offset="1" stopColor="#12325a" />
      </linearGradient>
      <linearGradient id={`${p}-ground`} x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stopColor="#1e293b" />
        <stop offset="1" stopColor="#070d1c" />
      </linearGradient>
      <linearGradient id={`${p}-metal`} x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stopColor="#94a3b8" />
        <stop offset="0.35" stopColor="#526079" />
        <stop offset="1" stopColor="#1e293b" />
      </linearGradient>
      <linearGradient id={`${p}-hull`} x1="0" y1="0" x2="1" y2="0">
        <stop offset="0" stopColor="#1e293b" />
        <stop offset="0.45" stopColor="#7b8ba3" />
        <stop offset="1" stopColor="#273449" />
      </linearGradient>
      <linearGradient id={`${p}-dark`} x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stopColor="#334155" />
        <stop offset="1" stopColor="#0f172a" />
      </linearGradient>
      <linearGradient id={`${p}-glass`} x1="0" y1="0" x2="0.4" y2="1">
        <stop offset="0" stopColor="#a5f3fc" stopOpacity="0.85" />
        <stop offset="0.5" stopColor="#22d3ee" stopOpacity="0.45" />
        <stop offset="1" stopColor="#0e7490" stopOpacity="0.35" />
      </linearGradient>
      <linearGradient id={`${p}-green`} x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stopColor="#86efac" />
        <stop offset="1" stopColor="#15803d" />
      </linearGradient>
      <radialGradient id={`${p}-moon`} cx="0.35" cy="0.3" r="0.75">
        <stop offset="0" stopColor="#7dd3fc" />
        <stop offset="0.5" stopColor="#1e4a7a" />
        <stop offset="1" stopColor="#0b1a36" />
      </radialGradient>
      <radialGradient id={`${p}-glow`}>
        <stop offset="0" stopColor="#fef3c7" />
        <stop offset="0.35" stopColor="#fbbf24" stopOpacity="0.9" />
        <stop offset="1" stopColor="#f59e0b" stopOpacity="0" />
      </radialGradient>
      <radialGradient id={`${p}-cyanglow`}>
        <stop offset="0" stopColor="#ecfeff" />
        <stop offset="0.35" stopColor="#67e8f9" stopOpacity="0.85" />
        <stop offset="1" stopColor="#22d3ee" stopOpacity="0" />
      </radialGradient>
    </defs>
  );
}

/** A fixed scatter of stars as one path (x, y, size), the same on every render. */
export function starPath(count: number, w: number, h: number, seed: number, x0 = 0, y0 = 0): string {
  let s = seed;
  const rnd = () => ((s = (s * 16807) % 2147483647) - 1) / 2147483646;
  let d = '';
  for (let i = 0; i < count; i++) d += `M${(x0 + rnd() * w).toFixed(1)} ${(y0 + rnd() * h).toFixed(1)}h.01`;
  return d;
}
