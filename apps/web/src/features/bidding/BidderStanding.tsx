import type { Product } from '@bidhub/contracts';
import { formatPrice } from '../../lib/format';
import { sameUsername } from '../../lib/same-username';

interface BidderStandingProps {
  product: Product;
  open: boolean;
  /** The signed-in user's username, if any. */
  username: string | undefined;
  /** Whether this user has bid on the product (seen on this page). */
  hasBid: boolean;
  /** The user's own standing maximum (null: none set; undefined: not known yet). */
  myMaximum: number | null | undefined;
  /** Who placed the newest bid in the ledger: the top bidder once a close below the reserve has cleared the winner. */
  topBidder?: string | undefined;
}

/** The ended auction's words to a bidder who did not win it; below the reserve its top bidder is told that their own bid fell short (outside audit R7). */
function notWonText(product: Product, topBid: boolean): string {
  if (!product.hasReserve || product.reserveMet) return "You didn't win this auction";
  return topBid ? `Reserve not met: your top bid of ${formatPrice(product.price)} did not buy it` : "Reserve not met: your bid didn't win this auction";
}

/** Where the signed-in bidder stands and the reserve's state, from the product as live events move it. */
export function BidderStanding({ product, open, username, hasBid, myMaximum, topBidder }: BidderStandingProps) {
  const leading = sameUsername(product.winner, username);
  const messages: { text: string; type: 'success' | 'warning' | 'info' | 'maximum' }[] = [];
  if (open && leading) {
    messages.push({ text: "You're the highest bidder", type: 'success' });
    // Only while it can still bid for them: a plain bid is a maximum equal to its own amount.
    if (typeof myMaximum === 'number' && myMaximum > product.price) {
      messages.push({ text: `Your maximum bid: ${formatPrice(myMaximum)} (only you see it)`, type: 'maximum' });
    }
  }
  if (open && !leading && hasBid) {
    messages.push({ text: "You've been outbid", type: 'warning' });
    // Their maximum has stopped bidding for them: how far it went says what a new bid must beat.
    if (typeof myMaximum === 'number') messages.push({ text: `Your maximum bid of ${formatPrice(myMaximum)} was passed`, type: 'maximum' });
  }
  // Below the reserve the leader did not win, even before the server's closing clears the winner.
  if (!open && leading && product.reserveMet) messages.push({ text: 'You won', type: 'success' });
  // A bidder who did not win is told so too, not left to read it from someone else's name; below
  // the reserve nobody won, the top bidder included, and the reason is what they need to read.
  if (!open && !(leading && product.reserveMet) && hasBid) {
    messages.push({ text: notWonText(product, leading || sameUsername(topBidder ?? '', username)), type: 'info' });
  }
  // Once it has ended, the outcome that replaces the bid form says whether the reserve was met.
  if (open && product.hasReserve) messages.push({ text: product.reserveMet ? 'Reserve met' : 'Reserve not met', type: product.reserveMet ? 'success' : 'info' });
  // A live region: a bid elsewhere that changes the standing is read out without moving focus.
  return (
    <div className="bidder-standing" data-testid="bidder-standing" aria-live="polite">
      {messages.map((message) =>
        message.type === 'maximum' ? (
          <p key={message.text} className="standing-maximum" data-testid="my-maximum">
            {message.text}
          </p>
        ) : (
          <p key={message.text} className={`alert alert--${message.type} standing-note`}>
            {message.text}
          </p>
        ),
      )}
    </div>
  );
}
