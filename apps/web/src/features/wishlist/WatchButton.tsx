import { useState } from 'react';
import { ENDING_SOON_REMINDER_MINUTES, type Product } from '@bidhub/contracts';
import { useSession } from '../auth';
import { useWishlist } from './use-wishlist';

const REMINDER_MS = ENDING_SOON_REMINDER_MINUTES * 60_000;

/**
 * The product page's toggle, pressed while the product is on the watchlist, and how many accounts
 * watch it: the watchlist's copy is the newer one once this user has watched it. Plain markup: the
 * wishlist's public index is also reached from the app shell, which must stay free of antd.
 * `timeLeft` is the page's countdown, on the server's clock: a device clock set wrong must not
 * promise (or withhold) a reminder the server decides by its own.
 */
export function WatchButton({ product, timeLeft }: { product: Product; timeLeft: number }) {
  const { items, add, remove } = useWishlist();
  const watched = items.find((item) => item._id === product._id);
  const signedIn = useSession().session !== undefined;
  // The server reminds an account's watchers once, as the auction enters its last hour.
  const remindable = signedIn && timeLeft > REMINDER_MS;
  // An ended auction has nothing left to follow: only a watcher may still take it off their list, and
  // the toggle then stays, reading Watch, where the keyboard's focus is (outside audit R6).
  const [watchedHere, setWatchedHere] = useState(false);
  if (watched !== undefined && !watchedHere) setWatchedHere(true);
  if (timeLeft <= 0 && !watchedHere) return null;
  return (
    <div className="product-page__watch">
      <button
        type="button"
        aria-pressed={watched !== undefined}
        className={watched ? 'btn btn--primary' : 'btn'}
        onClick={() => void (watched ? remove(product._id) : add(product))}
      >
        {watched ? 'Watching' : 'Watch'}
      </button>
      {/* Accounts are counted: a visitor's own watch, kept in this browser, read "Watching | 0 watching" (outside audit D2). */}
      <span className="text-secondary">
        {(watched ?? product).watchers} watching{signedIn ? '' : ' with an account'}
      </span>
      {watched && remindable && <p className="text-secondary product-page__watch-note">You will be reminded when it enters its last hour.</p>}
    </div>
  );
}
