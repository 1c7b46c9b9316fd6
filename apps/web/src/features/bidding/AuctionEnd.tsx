import { useState } from 'react';
import { Moment } from '../../components/Moment';

/** When the rule is worth saying: a bid from here on may move the end (the server's window is two minutes by default). */
const LATE_MS = 10 * 60_000;

interface AuctionEndProps {
  endtime: string;
  timeLeft: number;
}

/**
 * The end as a date, beside the countdown. A late bid moves it (soft close); a countdown that jumps
 * back up without a word looks like a broken clock, so the line says when that happened and why.
 */
export function AuctionEnd({ endtime, timeLeft }: AuctionEndProps) {
  const [endAtOpen] = useState(endtime);
  const open = timeLeft > 0;
  const extended = Date.parse(endtime) > Date.parse(endAtOpen);
  return (
    <p className="auction-end" data-testid="end-time">
      {open ? 'Ends' : 'Ended'} <Moment iso={endtime} />
      {extended && ', extended by a late bid'}
      {open && (extended || timeLeft < LATE_MS) && <span className="auction-end__rule">A bid in the last minutes moves the end later, so every bidder gets time to answer it.</span>}
    </p>
  );
}
