import { useEffect, useState } from 'react';

/**
 * True from the render where `value` changes (never the first) until `ms` later. Controls laid out by
 * that value move when it changes: while they settle they ignore clicks, so the second click of a
 * double click cannot land on a control that has just taken the place of the one clicked.
 */
export function useJustChanged(value: unknown, ms: number): boolean {
  const [seen, setSeen] = useState(value);
  const [changes, setChanges] = useState(0);
  const [settledAfter, setSettledAfter] = useState(0);
  // Derived in render (React's "information from previous renders"), so the very commit that moves the
  // controls already has them settling; an effect would leave one commit with them live.
  if (!Object.is(seen, value)) {
    setSeen(value);
    setChanges(changes + 1);
  }
  useEffect(() => {
    if (changes === settledAfter) return;
    const timer = setTimeout(() => setSettledAfter(changes), ms);
    return () => clearTimeout(timer);
  }, [changes, settledAfter, ms]);
  return changes !== settledAfter;
}
