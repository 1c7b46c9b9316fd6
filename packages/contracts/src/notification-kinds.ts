// Without zod, so that a screen checking a live notice's kind does not ship the schemas beside it.

/**
 * outbid: someone (or an automatic bid) took the lead from you. won / lost / reserve-not-met: an
 * auction you bid on closed. sold / unsold: an auction you created closed. removed: an admin deleted
 * an auction you bid on (its page is gone; the notice keeps its name, and
 * GET /product/removed/{id} its kept ledger). ending-soon: an auction you watch or were outbid on
 * ends within the hour (once per auction). rescheduled: an admin moved the end of an open auction you
 * bid on to a new end beyond its last hour.
 */
export const notificationKinds = ['outbid', 'won', 'lost', 'reserve-not-met', 'sold', 'unsold', 'removed', 'ending-soon', 'rescheduled'] as const;
