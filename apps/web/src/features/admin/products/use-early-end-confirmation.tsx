import type { Product } from '@bidhub/contracts';
import { useCallback, useState } from 'react';
import { ConfirmDialog } from '../ConfirmDialog';
import { earlierEndWarning, earlyEndWarning } from './admin-product-texts';
import { instantOf } from './end-time-rules';
import { endLeftAsLoaded, type ProductFormValues } from './product-form-values';

type Submit = (values: ProductFormValues) => Promise<unknown>;

/**
 * An open lot with bids given a new end that is already past: the update would end it for good. An
 * end field left as loaded is sent as the lot's latest end, never as its minute: in an auction's last
 * minute that minute had passed, and the dialog said an untouched form would end it (outside audit R5).
 */
const endsLotWithBids = (product: Product, values: ProductFormValues, now = new Date()) =>
  product.bidCount > 0 && Date.parse(product.endtime) > now.getTime() && !endLeftAsLoaded(values) && instantOf(values.endtime) <= now;

/** An open lot with bids given an end earlier than its own, still ahead: cut short under its bidders (outside audit A1). */
const endsEarlierWithBids = (product: Product, values: ProductFormValues, now = new Date()) =>
  product.bidCount > 0 && Date.parse(product.endtime) > now.getTime() && !endLeftAsLoaded(values) && instantOf(values.endtime).getTime() < Date.parse(product.endtime);

/** What the dialog asks, for an update that waits for the admin's word; undefined for one that goes at once. */
function confirmationOf(product: Product, values: ProductFormValues) {
  if (endsLotWithBids(product, values)) return { title: `End ${product.name} now?`, description: earlyEndWarning(product), confirmLabel: 'End auction now' };
  if (endsEarlierWithBids(product, values)) return { title: `End ${product.name} earlier?`, description: earlierEndWarning(product, instantOf(values.endtime)), confirmLabel: 'Move the end earlier' };
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
