import { GENESIS_HASH } from '@bidhub/contracts';
import { appendLedgerRow, findLatestLedgerHash, type Transaction } from './bidding-queries.js';
import { ledgerHash } from './ledger.js';

export interface LedgerRowToAppend {
  productId: string;
  bidderId: string;
  amount: number;
  seq: number;
  createdAt: Date;
  auto: boolean;
  kind: 'bid' | 'buy-now';
}

/** Appends rows in order, each chained (canonical text v2) to the hash of the one before. */
export async function appendLedgerRows(tx: Transaction, productId: string, rows: readonly LedgerRowToAppend[]): Promise<void> {
  let prevHash = (await findLatestLedgerHash(tx, productId)) ?? GENESIS_HASH;
  for (const row of rows) {
    const entry = { ...row, prevHash, v: 2 as const };
    const hash = ledgerHash(entry);
    await appendLedgerRow(tx, { ...entry, hash });
    prevHash = hash;
  }
}
