import { runLoad, signUp, type Request, type SignedIn } from './load.js';

/** The lowest amount each lot accepts next, as the replies tell it (a refusal names it too). */
export class NextAmounts {
  private readonly amounts = new Map<string, number>();
  get(lot: string) {
    return this.amounts.get(lot) ?? 100;
  }
  learn(lot: string, amount: number) {
    this.amounts.set(lot, Math.max(this.get(lot), amount));
  }
  learnFromRefusal(lot: string, message: string) {
    const match = /Rs\. ([\d.]+)/.exec(message);
    if (match) this.learn(lot, Number(match[1]));
  }
}

/**
 * Each bid goes to a lot picked at random, as independent bidders' would. (A walk of one cycle,
 * each client a step ahead of the next, kept a client that lost a race in step with its winner,
 * so the two met again on every lot after.)
 */
export const lotFor = (lots: string[]) => lots[Math.floor(Math.random() * lots.length)]!;

/** `count` signed-in bidders, eight sign-ups at a time (bcrypt makes each one slow). */
export async function signUpBidders(request: Request, count: number, prefix: string): Promise<SignedIn[]> {
  const bidders: SignedIn[] = [];
  for (let index = 0; index < count; index += 8) {
    const batch = Array.from({ length: Math.min(8, count - index) }, (_, offset) => signUp(request, `${prefix}-${index + offset}@example.com`));
    bidders.push(...(await Promise.all(batch)));
  }
  return bidders;
}

/** One client per bidder bids over HTTP for `seconds`, each time the lowest amount it believes a lot accepts. */
export function bidOverHttp(request: Request, bidders: SignedIn[], lots: string[], next: NextAmounts, seconds: number) {
  return runLoad(bidders.length, seconds, async (client) => {
    const bidder = bidders[client]!;
    const lot = lotFor(lots);
    const reply = await request('PUT', `/product/bid-product/${lot}`, { price: next.get(lot), winner: bidder.username }, { Authorization: bidder.token });
    const body = JSON.parse(reply.body) as { product?: { minNextBid: number }; message?: string };
    if (reply.status === 200) next.learn(lot, body.product!.minNextBid);
    else if (reply.status === 409) next.learnFromRefusal(lot, body.message ?? '');
    return { status: reply.status, ok: reply.status === 200 };
  });
}
