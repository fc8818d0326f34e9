import type { LastMessage } from '@homehaven/domain/conversations';

/** The inbox's one-line preview of a conversation's last message: `You: ...` when the viewer sent it. */
export function previewOf(last: LastMessage<unknown> | null, viewerUid: string): string {
  if (!last) return 'No messages yet';
  const text = last.text.replace(/\s+/g, ' ').trim();
  return last.senderUid === viewerUid ? `You: ${text}` : text;
}

/** "1 unread message" / "3 unread messages", for screen readers beside the badge. */
export function unreadLabel(count: number): string {
  return `${count} unread message${count === 1 ? '' : 's'}`;
}
