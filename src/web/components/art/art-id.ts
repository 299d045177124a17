/** A prefix for the gradient ids of one drawing, unique on the page (React's ids hold characters url(#…) dislikes). */
import { useId } from 'react';

export function useArtId(): string {
  return `art${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
}

/** `url(#prefix-name)` for a gradient of ArtDefs. */
export const paint = (p: string, name: string) => `url(#${p}-${name})`;
