import { useCallback, useMemo, useState } from 'react';

/** Which listings' picture panels are open, kept by the page rather than by each row. */
export interface OpenPanels {
  isOpen(id: string): boolean;
  toggle(id: string): void;
}

/**
 * The open picture panels of Manage properties. The page shows a table on wide screens and cards on
 * phones, one at a time, so a width crossing the breakpoint (a phone turned sideways) replaces every
 * row: panels kept in the rows would all close. Kept here, above both layouts, they stay open.
 */
export function useOpenPanels(): OpenPanels {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = useCallback(
    (id: string) =>
      setOpen((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );
  return useMemo(() => ({ isOpen: (id: string) => open.has(id), toggle }), [open, toggle]);
}
