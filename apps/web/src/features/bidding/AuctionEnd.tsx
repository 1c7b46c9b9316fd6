import { useState } from 'react';
import { Moment } from '../../components/Moment';

/** When the rule is worth saying: a bid from here on may move the end (the server's window is two minutes by default). */
const LATE_MS = 10 * 60_000;

interface AuctionEndProps {
  endtime: string;
  /** The ledger's length: an end that moves with a new bid was moved by that late bid. */
  bidCount: number;
  timeLeft: number;
}

type EndChange = 'late-bid' | 'bought' | 'moved';

/**
 * Why the end last moved while the page was open: later together with a new bid, by that late bid
 * (soft close); to now with one, by a Buy It Now; otherwise an admin moved it. Kept in state,
 * updated as the props change.
 */
function useEndChange(endtime: string, bidCount: number): EndChange | undefined {
  const [seen, setSeen] = useState<{ endtime: string; bidCount: number; change?: EndChange }>({ endtime, bidCount });
  if (endtime !== seen.endtime) {
    const later = Date.parse(endtime) > Date.parse(seen.endtime);
    setSeen({ endtime, bidCount, change: bidCount > seen.bidCount ? (later ? 'late-bid' : 'bought') : 'moved' });
  } else if (bidCount !== seen.bidCount) {
    setSeen({ ...seen, bidCount });
  }
  return endtime === seen.endtime ? seen.change : undefined;
}

const CHANGE_NOTES: Record<EndChange, string> = { 'late-bid': ', extended by a late bid', bought: ', ended by Buy It Now', moved: ', moved by BidHub' };

/**
 * The end as a date, beside the countdown. A late bid moves it (soft close), an admin may too; a
 * countdown that jumps without a word looks like a broken clock, so the line says when that happened and why.
 */
export function AuctionEnd({ endtime, bidCount, timeLeft }: AuctionEndProps) {
  const change = useEndChange(endtime, bidCount);
  const open = timeLeft > 0;
  return (
    <p className="auction-end" data-testid="end-time">
      {open ? 'Ends' : 'Ended'} <Moment iso={endtime} zoned />
      {change && CHANGE_NOTES[change]}
      {open && (change === 'late-bid' || timeLeft < LATE_MS) && <span className="auction-end__rule">A bid in the last minutes moves the end later, so every bidder gets time to answer it.</span>}
    </p>
  );
}
