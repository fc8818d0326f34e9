import { useState } from 'react';
import type { QuerySnapshot } from 'firebase/firestore';
import { THREAD_PAGE_SIZE } from '@homehaven/domain/conversations';
import { threadQuery } from '@homehaven/domain/queries/messages';
import { useLiveQuery } from '../../../lib/firebase/use-live-query';
import { toMessage, type Message } from './documents';

/** What a thread shows: its messages oldest first, and whether earlier ones exist. */
export interface ThreadData {
  messages: Message[];
  hasEarlier: boolean;
}

/** A thread as it loads: the messages stay on screen while "Show earlier" widens the window. */
export type ThreadState = { status: 'loading' } | { status: 'error'; retry: () => void } | { status: 'success'; data: ThreadData; loadingEarlier: boolean; showEarlier: () => void };

/**
 * The newest messages of a conversation, live (a reply shows as it arrives), oldest first for
 * reading; `showEarlier` widens the window by one page. `null` reads nothing (a conversation not
 * started yet, whose messages the rules would refuse).
 */
export function useThread(conversationId: string | null): ThreadState {
  const [range, setRange] = useState({ conversationId, count: THREAD_PAGE_SIZE });
  // Another conversation opened in the same pane (desktop): start again from its newest page.
  const count = range.conversationId === conversationId ? range.count : THREAD_PAGE_SIZE;
  const read = (snapshot: QuerySnapshot): ThreadData => {
    const newestFirst = snapshot.docs.map(toMessage);
    return { messages: newestFirst.slice(0, count).reverse(), hasEarlier: newestFirst.length > count };
  };
  const result = useLiveQuery(conversationId ? threadQuery(conversationId, count) : null, read);
  // The last result shown, kept while a wider window loads (React's "storing information from previous renders").
  const [kept, setKept] = useState<{ conversationId: string | null; data: ThreadData } | null>(null);
  if (result.status === 'success' && (kept?.data !== result.data || kept.conversationId !== conversationId)) setKept({ conversationId, data: result.data });

  const showEarlier = () => setRange({ conversationId, count: count + THREAD_PAGE_SIZE });
  if (result.status === 'error') return { status: 'error', retry: result.retry };
  if (result.status === 'success') return { status: 'success', data: result.data, loadingEarlier: false, showEarlier };
  if (kept && kept.conversationId === conversationId) return { status: 'success', data: kept.data, loadingEarlier: true, showEarlier };
  return { status: 'loading' };
}
