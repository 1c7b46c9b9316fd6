import { BID_NOT_CONFIRMED } from './use-place-bid';

/** Under a bid form's button while its last send went unanswered: the toast saying so goes after seconds. */
export function LostReplyNote({ shown }: { shown: boolean }) {
  if (!shown) return null;
  return (
    <p className="alert alert--warning bid-form__unconfirmed" role="status">
      {BID_NOT_CONFIRMED}
    </p>
  );
}
