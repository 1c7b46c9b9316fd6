import { countOf } from '../../lib/format';

/** '1 item', '3 items': the wishlist's size as the header badge's label and the cart's heading say it. */
export const itemCount = (count: number) => countOf(count, 'item');
