import { startTransition, useEffect, useMemo, useState } from 'react';
import type { CollectionQuery } from '@homehaven/domain/queries/query-spec';
import { whenIdle } from '../idle';
import type { PlainDoc } from './documents';
import { usePublicLiveQuery } from './public-live/use-public-live-query';
import type { LiveState } from './use-live-subscription';

/** A first answer from a faster source than the live listener: a public, cacheable GET of the facade. */
export interface Preview<T> {
  /** Names the answer (its URL): a new key loads a new preview. */
  key: string;
  load: () => Promise<T>;
  /** The answer, when the page already holds it (rendered by the server): the first render shows it, nothing is loaded. */
  initial?: T;
}

type PreviewState<T> = { key: string; data: T } | { key: string; failed: true };

/** `next`, or `previous` when both hold the same data (compared as JSON: plain documents). */
function useSameValue<T>(next: T | undefined, previous: T | undefined): T | undefined {
  return useMemo(() => (next !== undefined && previous !== undefined && JSON.stringify(next) === JSON.stringify(previous) ? previous : next), [next, previous]);
}

/**
 * A public live query whose first result comes from `preview` (docs/decisions.md, "Public pages",
 * "How data hands over"): public lists paint their first page from a small cacheable answer. The listener (in the
 * public live worker) starts once that answer is in (or failed) and the browser is idle, and its first
 * result replaces the preview: the same listings render the same, so nothing moves, and what changed
 * since shows. A failed preview leaves the listener to answer; a failed listener after a good preview
 * keeps showing the preview (logged). `query` null reads nothing; `preview` null goes to the listener.
 */
export function useLiveQueryWithPreview<T>(query: CollectionQuery | null, read: (docs: PlainDoc[]) => T, preview: Preview<T> | null): LiveState<T> & { retry: () => void } {
  const [previewed, setPreviewed] = useState<PreviewState<T> | null>(() => (preview?.initial === undefined ? null : { key: preview.key, data: preview.initial }));
  const [liveKey, setLiveKey] = useState<string | null>(null);
  const previewKey = preview?.key ?? null;
  const queryKey = query === null ? null : JSON.stringify(query);
  const current = previewed !== null && previewed.key === previewKey ? previewed : null;

  useEffect(() => {
    if (!preview || preview.initial !== undefined) return undefined;
    let stopped = false;
    const { key } = preview;
    preview.load().then(
      (data) => !stopped && startTransition(() => setPreviewed({ key, data })),
      (error: unknown) => {
        console.error(`preview ${key}`, error);
        if (!stopped) setPreviewed({ key, failed: true });
      },
    );
    return () => {
      stopped = true;
    };
    // The key names the preview: a new object with the same key is the same answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [previewKey]);

  // The listener waits for the preview's answer, then for an idle moment.
  const previewSettled = preview === null || current !== null;
  useEffect(() => {
    if (!previewSettled || queryKey === null) return undefined;
    return whenIdle(() => setLiveKey(queryKey));
  }, [previewSettled, queryKey]);

  const live = usePublicLiveQuery(liveKey !== null && liveKey === queryKey ? query : null, read);
  const previewData = current && 'data' in current ? current.data : undefined;
  // The listener's first result usually equals the preview: keep the preview's value, so what is on
  // screen is not rendered again for nothing.
  const liveData = useSameValue(live.status === 'success' ? live.data : undefined, previewData);
  if (live.status === 'success') return { ...live, data: liveData as T };
  if (current && 'data' in current) {
    // A failed listener is logged by useLiveSubscription; the first answer stays on screen.
    return { status: 'success', data: current.data, error: null, retry: live.retry };
  }
  return live;
}
