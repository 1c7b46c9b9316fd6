/**
 * The rules between a lot's amounts. No zod here: the admin's product form checks them before
 * sending without downloading the schema library (products.ts uses them in its request schema).
 */
interface SaleAmounts {
  price: number;
  reservePrice?: number | null | undefined;
  buyNowPrice?: number | null | undefined;
}

/**
 * Why a Buy It Now price does not fit the lot's other amounts, or undefined when it does. Create
 * checks the request; update checks what the product will hold, stored amounts included.
 */
export function buyNowPriceProblem({ price, reservePrice, buyNowPrice }: SaleAmounts): string | undefined {
  if (buyNowPrice == null) return undefined;
  if (buyNowPrice <= price) return 'Buy It Now price must be greater than the starting price';
  // A Buy It Now below the reserve would sell with the reserve unmet, which reads as no sale.
  if (reservePrice != null && buyNowPrice < reservePrice) return 'Buy It Now price must be at least the reserve price';
  return undefined;
}
