import { type RefObject, useEffect, useRef } from 'react';
import type { Notification } from '@bidhub/contracts';

/**
 * Scrolls the list to the first notice of each older page as it arrives: the page is marked read
 * as it is listed, and below the fold it was read without being seen (outside audit R7).
 */
export function useShowFirstOlder(list: RefObject<HTMLElement | null>, older: readonly Notification[]) {
  const listedBefore = useRef(0);
  useEffect(() => {
    const firstNew = older[listedBefore.current];
    listedBefore.current = older.length;
    if (firstNew === undefined) return;
    const items = list.current?.querySelectorAll<HTMLElement>('[data-notice-id]') ?? [];
    [...items].find((item) => item.dataset.noticeId === firstNew._id)?.scrollIntoView({ block: 'start' });
  }, [list, older]);
}
