/** A report's age as a person says it: seconds, minutes, hours or days, rounded down (i18n key and count). */
export function humanAge(ms: number): { unit: 's' | 'min' | 'h' | 'd'; count: number } {
  const s = Math.max(0, Math.floor(ms / 1000));
  if (s < 60) return { unit: 's', count: s };
  if (s < 3600) return { unit: 'min', count: Math.floor(s / 60) };
  if (s < 86_400) return { unit: 'h', count: Math.floor(s / 3600) };
  return { unit: 'd', count: Math.floor(s / 86_400) };
}
