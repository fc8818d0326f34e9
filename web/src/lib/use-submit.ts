import { useState, type FormEvent } from 'react';
import { messageOf } from './errors';

/**
 * Form submission state shared by the app's forms: no page reload, busy while running, and the
 * thrown error's message kept for inline display.
 */
export function useSubmit(action: () => Promise<void>) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async () => {
    setError(null);
    setBusy(true);
    try {
      await action();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void run();
  };

  return { onSubmit, error, busy };
}
