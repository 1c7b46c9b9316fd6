import { useRef } from 'react';
import type { Notification } from '@bidhub/contracts';

/**
 * The first page as it is now, then every notice it listed since the panel opened but lists no
 * longer: a new notice pushes the page's oldest off its end, and the older pages read meanwhile
 * start after that one, so it fell between the two (outside audit R7). A kept notice keeps its
 * place and takes each newer copy of itself (its read flag).
 */
export function useListedSinceOpen(first: readonly Notification[]): Notification[] {
  const listed = useRef(new Map<string, Notification>());
  for (const notice of first) listed.current.set(notice._id, notice);
  const onFirst = new Set(first.map((notice) => notice._id));
  return [...first, ...[...listed.current.values()].filter((notice) => !onFirst.has(notice._id))];
}
