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

/** Rows in order, each chained (canonical text v2) to the hash of the one before: verifiable by any client. */
export function chainedRows(rows: readonly LedgerRowToAppend[], lastHash: string | null | undefined) {
  let prevHash = lastHash ?? GENESIS_HASH;
  return rows.map((row) => {
    const hash = ledgerHash({ ...row, prevHash, v: 2 });
    const entry = { ...row, prevHash, hash };
    prevHash = hash;
    return entry;
  });
}

/** Appends rows in order after the ledger's last one. */
export async function appendLedgerRows(tx: Transaction, productId: string, rows: readonly LedgerRowToAppend[]): Promise<void> {
  for (const entry of chainedRows(rows, await findLatestLedgerHash(tx, productId))) {
    await appendLedgerRow(tx, { ...entry, v: 2 });
  }
}
