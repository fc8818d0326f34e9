import { useState } from 'react';

/**
 * When the component first rendered, in milliseconds, kept for its life: what it compares with a time
 * (a feature's end) stays the same on every render, as React wants a render to be.
 */
export function usePageTime(): number {
  const [now] = useState(() => Date.now());
  return now;
}
