import type { Product } from '@bidhub/contracts';
import { useCallback, useState } from 'react';
import { ConfirmDialog } from '../ConfirmDialog';
import { earlierEndWarning, earlyEndWarning } from './admin-product-texts';
import { instantOf } from './end-time-rules';
import { endLeftAsLoaded, type ProductFormValues } from './product-form-values';

type Submit = (values: ProductFormValues) => Promise<unknown>;

/**
 * The end the form gives an open lot with bids, when the admin changed it; undefined otherwise. An
 * end field left as loaded is sent as the lot's latest end, never as its minute: in an auction's last
 * minute that minute had passed, and the dialog said an untouched form would end it (outside audit R5).
 */
const newEndOfOpenLotWithBids = (product: Product, values: ProductFormValues, now: Date) =>
  product.bidCount > 0 && Date.parse(product.endtime) > now.getTime() && !endLeftAsLoaded(values) ? instantOf(values.endtime) : undefined;

/**
 * What the dialog asks, for an update that waits for the admin's word; undefined for one that goes
 * at once. A new end already past would end the lot for good; one earlier than its own, still ahead,
 * cuts the bidding short under its bidders (outside audit A1).
 */
function confirmationOf(product: Product, values: ProductFormValues, now = new Date()) {
  const newEnd = newEndOfOpenLotWithBids(product, values, now);
  if (newEnd === undefined) return undefined;
  if (newEnd <= now) return { title: `End ${product.name} now?`, description: earlyEndWarning(product), confirmLabel: 'End auction now' };
  if (newEnd.getTime() < Date.parse(product.endtime)) return { title: `End ${product.name} earlier?`, description: earlierEndWarning(product, newEnd), confirmLabel: 'Move the end earlier' };
  return undefined;
}

/**
 * An end moved into the past closes the lot at once, and one that ended with bids cannot be reopened:
 * a mistyped year would sell it for good. An end moved earlier cuts the bidding short. Such an update
 * waits for the admin to confirm it; anything else goes at once. Cancel sends nothing and leaves the
 * form as it was.
 */
export function useEarlyEndConfirmation(product: Product, submit: Submit) {
  const [pending, setPending] = useState<{ values: ProductFormValues; asked: NonNullable<ReturnType<typeof confirmationOf>>; resolve: (failure: unknown) => void }>();

  const confirmedSubmit = useCallback<Submit>(
    (values) => {
      const asked = confirmationOf(product, values);
      return asked ? new Promise((resolve) => setPending({ values, asked, resolve })) : submit(values);
    },
    [product, submit],
  );

  const dialog = pending && (
    <ConfirmDialog
      {...pending.asked}
      onConfirm={async () => pending.resolve(await submit(pending.values))}
      onClose={() => {
        pending.resolve(undefined);
        setPending(undefined);
      }}
    />
  );
  return { submit: confirmedSubmit, dialog };
}
