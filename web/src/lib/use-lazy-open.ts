import { useState } from 'react';

/**
 * Open state for a panel (drawer, dialog) whose code loads on first use: `mounted` turns true at the
 * first `show()` and stays, so the panel's code is fetched only when someone asks for it and closing
 * it keeps its exit animation and focus return.
 */
export function useLazyOpen() {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const show = () => {
    setMounted(true);
    setOpen(true);
  };
  return { open, setOpen, mounted, show };
}
