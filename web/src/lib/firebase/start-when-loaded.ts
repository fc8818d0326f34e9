/**
 * Starts a listener once the module it needs has loaded (the Firestore SDK, the signed-in live
 * worker's client). The returned function stops it, whether it has started yet or not (a component
 * may unmount first); a failed download goes to `onError`. `beforeStart` runs between the two (a new
 * task, so the start is not part of the task that evaluated the module).
 */
export function startWhenLoaded<M>(loaded: Promise<M>, start: (module: M) => () => void, onError: (error: Error) => void, beforeStart?: () => Promise<void>): () => void {
  let stop: (() => void) | undefined;
  let stopped = false;
  loaded.then(
    async (module) => {
      await beforeStart?.();
      if (!stopped) stop = start(module);
    },
    (error: unknown) => {
      if (!stopped) onError(error instanceof Error ? error : new Error(String(error)));
    },
  );
  return () => {
    stopped = true;
    stop?.();
  };
}
