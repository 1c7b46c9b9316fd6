import { useEffect, useState } from 'react';
import { verifyLedger } from '@bidhub/contracts';
import type { Ledger } from './use-ledger';
import { webCryptoSha256Hex } from './web-crypto-sha256';

export type LedgerVerification = 'checking' | 'verified' | 'failed' | 'unsupported';

/** Re-checks the ledger's hash chain in this browser, trusting nothing the server says about it. */
export function useLedgerVerification(productId: string, ledger: Ledger | undefined): LedgerVerification {
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

  return result;
}
