/**
 * Runs `work` when the browser is idle (at the latest after `timeoutMs`), so what can wait (a live
 * listener's SDK download) never competes with the first paint and the first interactions. Returns a
 * cancel function.
 */
export function whenIdle(work: () => void, timeoutMs = 2_000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(work, 1);
  return () => clearTimeout(handle);
}

/** Lets the browser handle input and paint between two steps: the rest runs in a task of its own. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
