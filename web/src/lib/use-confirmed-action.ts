import { useRef, useState } from 'react';

/**
 * A question before an action on one item ("Are you sure?"), then the action. One runs at a time:
 * `busy` holds the buttons and the dialog, and a ref stops a second click that lands before the
 * re-render, so a double click acts once. `act` says the outcome itself (toasts); the question closes
 * when it settles, whatever the outcome.
 */
export function useConfirmedAction<T>(act: (target: T) => Promise<void>) {
  const [target, setTarget] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

  const confirm = async () => {
    if (target === null || running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await act(target);
    } finally {
      running.current = false;
      setBusy(false);
      setTarget(null);
    }
  };

  return {
    /** The item asked about, or null when no question is open. */
    target,
    busy,
    /** Opens the question about `item`. */
    ask: (item: T) => setTarget(item),
    confirm: () => void confirm(),
    /** Closes the question, unless the action already runs. */
    cancel: () => {
      if (!running.current) setTarget(null);
    },
  };
}
