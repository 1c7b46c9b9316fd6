import { useCallback, useState } from 'react';
import type { Notification } from '@bidhub/contracts';
import { errorMessage } from '../../lib/api-client';
import { fetchOlderNotifications } from './notifications-api';

interface OlderPages {
  notices: Notification[];
  /** Whether more follow the last page read; undefined until one is read (the first page says). */
  hasOlder: boolean | undefined;
  loading: boolean;
  error: string | undefined;
}

/**
 * The pages the bell reads past its first, while it is open: a bidder outbid hundreds of times had
 * only the newest 50 and lost a win among the rest (outside audits X1, X3). `onRead` gets each page.
 */
export function useOlderNotices(onRead: (page: readonly Notification[]) => void) {
  const [pages, setPages] = useState<OlderPages>({ notices: [], hasOlder: undefined, loading: false, error: undefined });
  const readAfter = useCallback(
    (last: Notification) => {
      setPages((current) => ({ ...current, loading: true, error: undefined }));
      fetchOlderNotifications(last._id).then(
        (reply) => {
          setPages((current) => ({ notices: [...current.notices, ...reply.notifications], hasOlder: reply.hasOlder, loading: false, error: undefined }));
          onRead(reply.notifications);
        },
        (error: unknown) => setPages((current) => ({ ...current, loading: false, error: errorMessage(error) })),
      );
    },
    [onRead],
  );
  return { ...pages, readAfter };
}
