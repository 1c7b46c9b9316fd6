import { useEffect, useState } from 'react';
import { verifyLedger, type Product } from '@bidhub/contracts';
import { agreesWithProduct, namesAreConsistent } from './ledger-agreement';
import type { Ledger } from './use-ledger';
import { webCryptoSha256Hex } from './web-crypto-sha256';

export type LedgerVerification = 'checking' | 'verified' | 'failed' | 'unsupported';

/**
 * Re-checks the ledger's hash chain in this browser, trusting nothing the server says about it, and
 * that the names it shows and the auction on the page (`product`, where there is one) agree with it.
 */
export function useLedgerVerification(productId: string, ledger: Ledger | undefined, product?: Pick<Product, 'bidCount' | 'price' | 'winner'>): LedgerVerification {
  const [result, setResult] = useState<LedgerVerification>('checking');

  useEffect(() => {
    if (!ledger) return;
    const sha256Hex = webCryptoSha256Hex();
    if (!sha256Hex) {
      setResult('unsupported');
      return;
    }
    let cancelled = false;
    // A ledger may be longer than the page knew (a bid landed in between); only a shorter one means
    // rows were cut off its end.
    const expectedCount = Math.max(ledger.knownBidCount, ledger.bids.length);
    verifyLedger({ productId, entries: ledger.bids, expectedCount }, sha256Hex)
      .then((intact) => !cancelled && setResult(intact ? 'verified' : 'failed'))
      .catch(() => !cancelled && setResult('failed'));
    return () => {
      cancelled = true;
    };
  }, [productId, ledger]);

  // Checked on every render, not in the effect: a live bid changes the product without a new hash run.
  const agrees = !ledger || (namesAreConsistent(ledger.bids) && (product === undefined || agreesWithProduct(ledger.bids, product)));
  return result === 'verified' && !agrees ? 'failed' : result;
}
