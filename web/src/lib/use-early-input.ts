import { useEffect, useRef, type RefObject } from 'react';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * What a visitor typed or chose in a prerendered form before the app started. The HTML's fields work
 * at once, while React's state starts empty, and hydration leaves each element as the visitor left it:
 * without this, the form would submit its empty state. Once mounted, hands the element to `adopt`,
 * which takes what it holds into the state when they differ.
 */
export function useEarlyInput<T extends Field>(adopt: (element: T) => void): RefObject<T | null> {
  const ref = useRef<T>(null);
  const adoptRef = useRef(adopt);
  useEffect(() => {
    adoptRef.current = adopt;
  });
  useEffect(() => {
    if (ref.current) adoptRef.current(ref.current);
  }, []);
  return ref;
}

/**
 * The form-level form of {@link useEarlyInput}: once mounted, hands every named field of the form that
 * holds a value to `adopt(name, value)`.
 */
export function useEarlyFormValues(adopt: (name: string, value: string) => void): RefObject<HTMLFormElement | null> {
  const ref = useRef<HTMLFormElement>(null);
  const adoptRef = useRef(adopt);
  useEffect(() => {
    adoptRef.current = adopt;
  });
  useEffect(() => {
    for (const element of Array.from(ref.current?.elements ?? [])) {
      // A checkbox says its value only when ticked (as the form would submit it).
      if (element instanceof HTMLInputElement && element.type === 'checkbox' && !element.checked) continue;
      if ((element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) && element.name && element.value) {
        adoptRef.current(element.name, element.value);
      }
    }
  }, []);
  return ref;
}
