import type { Notification } from '@bidhub/contracts';

/** Notices in a row that say the same thing about the same lot, shown as one entry. */
export interface NoticeGroup {
  /** The newest of them. */
  notice: Notification;
  count: number;
  /** The list stops inside the run: older repeats may lie beyond the notices listed so far. */
  orMore: boolean;
  /** Read only when every one of them is. */
  read: boolean;
}

/**
 * A bidder outbid 300 times on a busy lot got 300 identical rows in the bell, of which it shows the
 * newest 50 (outside audit E). Repeats next to each other, same kind, lot and words, are one entry
 * that says how many there were; a notice about something else in between starts a new one.
 */
export function groupNotices(notifications: readonly Notification[], hasOlder: boolean): NoticeGroup[] {
  const groups: NoticeGroup[] = [];
  for (const notice of notifications) {
    const last = groups.at(-1);
    const repeats = last && last.notice.kind === notice.kind && last.notice.product._id === notice.product._id && last.notice.message === notice.message;
    if (!repeats) groups.push({ notice, count: 1, orMore: false, read: notice.read });
    else {
      last.count += 1;
      last.read &&= notice.read;
    }
  }
  const oldest = groups.at(-1);
  if (oldest && hasOlder) oldest.orMore = true;
  return groups;
}
