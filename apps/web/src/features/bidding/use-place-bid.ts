import { useCallback, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import type { PlaceBidRequest, PlaceBidResponse, Product } from '@bidhub/contracts';
import { apiClient, errorMessage, isNetworkError } from '../../lib/api-client';
import { toastFailure } from '../../lib/failure-toast';
import { refusedField, type BidField } from './bid-fields';
import { newIdempotencyKey } from './idempotency-key';
import { placedMessage } from './placed-message';

interface UnansweredAttempt extends PlaceBidRequest {
  key: string;
}

const isSameBid = (attempt: UnansweredAttempt | undefined, request: PlaceBidRequest): attempt is UnansweredAttempt =>
  attempt !== undefined && attempt.price === request.price && attempt.winner === request.winner && attempt.maxBid === request.maxBid;

/**
 * Placed (perhaps outbid at once by another bidder's maximum, with the server's message), or not:
 * then either unanswered (the reply got lost, or a send is still under way: the bid may yet count)
 * or refused, with the field the server's refusal is about and its message.
 */
export type BidOutcome = { placed: true; outbid: boolean; message: string } | { placed: false; unanswered: true } | { placed: false; refusal?: { field: BidField; message: string } };

/** A lost reply says what the user needs to know: it may have counted, and sending it again is safe. */
export const BID_NOT_CONFIRMED = 'Your bid could not be confirmed: it may have been placed. Send it again to find out; it is never placed twice.';

function refusalOf(failure: unknown): { field: BidField; message: string } | undefined {
  const message = errorMessage(failure);
  const field = refusedField(message);
  return field === undefined ? undefined : { field, message };
}

/** The bid form's one toast: a retry replaces its error, the next success replaces the error. */
const BID_TOAST = 'bid';

/**
 * A reply lost on the way back (a phone switching networks) is asked for again with the same key a
 * moment later, and once more, while the bidder still waits: the server answers the first outcome,
 * so the bidder learns it without sending again, and is never shown a placed bid as unconfirmed
 * beside the live event that shows it placed. A send that hung until its timeout is not repeated.
 */
const RESEND_DELAYS_MS = [500, 1500];
const RESEND_WITHIN_MS = 8000;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function sendWithResends<Reply>(send: () => Promise<Reply>): Promise<Reply> {
  const started = Date.now();
  for (const delay of RESEND_DELAYS_MS) {
    try {
      return await send();
    } catch (failure) {
      if (!isNetworkError(failure) || Date.now() - started > RESEND_WITHIN_MS) throw failure;
      await pause(delay);
    }
  }
  return send();
}

/**
 * PUT /product/bid-product/{id}, awaited, with the server's message as a toast. Resolves whether the
 * bid was placed, and the field a refusal is about. When a reply got lost the bid may or may not
 * have been placed, so resending the same bid (by itself at first, then by the user) reuses its
 * Idempotency-Key: the server then answers the first outcome instead of bidding twice. A refusal
 * calls `onRefused`: the page reads the auction again, as it has probably moved on (or ended, or gone).
 */
export function usePlaceBid(productId: string, onPlaced: (product: Product, outbid: boolean) => void, onRefused: () => void = () => {}) {
  const [sending, setSending] = useState(false);
  // The last send's reply got lost (it may count): the form says so until a later send is answered,
  // as the toast saying it goes after seconds.
  const [unconfirmed, setUnconfirmed] = useState(false);
  const sendingRef = useRef(false);
  const unanswered = useRef<UnansweredAttempt>(undefined);

  const placeBid = useCallback(
    async (request: PlaceBidRequest): Promise<BidOutcome> => {
      // Enter can submit again while the button shows its spinner.
      if (sendingRef.current) return { placed: false, unanswered: true };
      const key = isSameBid(unanswered.current, request) ? unanswered.current.key : newIdempotencyKey();
      sendingRef.current = true;
      setSending(true);
      try {
        const { data } = await sendWithResends(() =>
          apiClient.put<PlaceBidResponse>(`/product/bid-product/${encodeURIComponent(productId)}`, request, { headers: { 'Idempotency-Key': key } }),
        );
        unanswered.current = undefined;
        setUnconfirmed(false);
        // Placed but answered at once by another bidder's maximum: the message says so, as a warning.
        if (data.outbid) toast(data.message, { id: BID_TOAST, icon: '\u26a0\ufe0f' });
        else toast.success(placedMessage(data, request.price), { id: BID_TOAST });
        onPlaced(data.product, data.outbid === true);
        return { placed: true, outbid: data.outbid === true, message: data.message };
      } catch (failure) {
        if (isNetworkError(failure)) {
          unanswered.current = { ...request, key };
          setUnconfirmed(true);
          toast.error(BID_NOT_CONFIRMED, { id: BID_TOAST });
          return { placed: false, unanswered: true };
        }
        unanswered.current = undefined;
        setUnconfirmed(false);
        toastFailure(failure, BID_TOAST);
        onRefused();
        return { placed: false, refusal: refusalOf(failure) };
      } finally {
        sendingRef.current = false;
        setSending(false);
      }
    },
    [productId, onPlaced, onRefused],
  );

  // A new send starts without the last one's toast: a form that refuses to send (a field left empty)
  // must not leave an older refusal on screen that says something else.
  const clearLastMessage = useCallback(() => toast.dismiss(BID_TOAST), []);
  return { placeBid, sending, unconfirmed, clearLastMessage };
}
