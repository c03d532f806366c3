/**
 * The sequence type of a SEPA direct debit (pain.008 `SeqTp`), which banks check against the mandate's history and
 * reject when wrong: a one-off mandate is collected once (OOFF); a recurrent mandate's first collection is FRST, and
 * again FRST after the debtor moved the mandate to another bank (amendment "SMNDA"), the following ones RCUR, and the
 * last one, when the mandate is known to end, FNAL. A mandate that was last used over 36 months ago has expired and
 * may not be collected at all (SEPA Core rulebook).
 */
export type SepaMandateKind = 'recurrent' | 'one_off';
export type SepaSequenceType = 'FRST' | 'RCUR' | 'FNAL' | 'OOFF';

export type SepaMandateHistory = {
  kind: SepaMandateKind;
  /** Collections of this mandate that the bank did not reject, since its signature or its last change of bank. */
  collectedSinceBankChange: number;
  /** The date of the last collection the bank accepted, if any (ISO date). */
  lastCollectedOn?: string | null;
  /** The date the mandate was signed (ISO date). */
  signedOn: string;
  /** Whether this collection is known to be the mandate's last (end of the lease). */
  final?: boolean;
};

const MONTHS_BEFORE_EXPIRY = 36;

function monthsBetween(from: string, to: string): number {
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = to.split('-').map(Number) as [number, number, number];
  return (ty - fy) * 12 + (tm - fm) - (td < fd ? 1 : 0);
}

/** Whether the mandate may still be collected on `collectionDate`: not when unused for 36 months. */
export function sepaMandateExpired(m: SepaMandateHistory, collectionDate: string): boolean {
  return monthsBetween(m.lastCollectedOn ?? m.signedOn, collectionDate) >= MONTHS_BEFORE_EXPIRY;
}

/** The sequence type of the next collection, or null when the mandate can no longer be collected. */
export function sepaSequenceType(m: SepaMandateHistory, collectionDate: string): SepaSequenceType | null {
  if (sepaMandateExpired(m, collectionDate)) return null;
  if (m.kind === 'one_off') return m.collectedSinceBankChange === 0 && !m.lastCollectedOn ? 'OOFF' : null;
  if (m.collectedSinceBankChange === 0) return 'FRST';
  return m.final ? 'FNAL' : 'RCUR';
}

/** One earlier debit of a mandate, as the batches and the bank statements know it (decision 061). */
export type SepaDebitRecord = {
  collectionDate: string;
  sequenceType: SepaSequenceType;
  /** The bank sent it back (R-transaction on a statement). */ rejected: boolean;
};

/**
 * A mandate's history from its earlier debits (decision 061): only the debits the bank did not reject count as
 * collections, so a mandate whose FRST was rejected is presented FRST again, while a rejected RCUR after an accepted
 * FRST stays RCUR. A one-off mandate whose OOFF was rejected may be presented once more. `final`: the mandate is
 * marked as ending (contract ended, revoked with a final collection) — its next collection is FNAL, or FRST when it
 * was never collected (a FNAL needs an accepted first).
 */
export function sepaMandateHistory(
  m: { kind: SepaMandateKind; signedOn: string; final?: boolean },
  debits: SepaDebitRecord[],
): SepaMandateHistory {
  const accepted = debits.filter((d) => !d.rejected);
  const lastCollectedOn = accepted.reduce<string | null>(
    (last, d) => (last === null || d.collectionDate > last ? d.collectionDate : last),
    null,
  );
  return { kind: m.kind, signedOn: m.signedOn, collectedSinceBankChange: accepted.length, lastCollectedOn, final: m.final ?? false };
}

/** The sequence type of a mandate's next collection from its debits (see `sepaMandateHistory`, `sepaSequenceType`). */
export const nextSepaSequenceType = (
  m: { kind: SepaMandateKind; signedOn: string; final?: boolean },
  debits: SepaDebitRecord[],
  collectionDate: string,
) => sepaSequenceType(sepaMandateHistory(m, debits), collectionDate);
