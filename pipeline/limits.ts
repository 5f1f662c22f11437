/**
 * The limits a study must stay within, in one place: they keep every figure exact and every run within
 * memory, and each message that enforces one states it as docs/study-format.md's "Limits" section does.
 */

const MiB = 1024 * 1024

/** study.json: ample for the largest entity count below. */
export const MAX_MANIFEST_BYTES = 4 * MiB
/** Each CSV file the manifest names. */
export const MAX_CSV_BYTES = 64 * MiB
/**
 * Each transactions or daily file: read by DuckDB straight from disk, never into memory whole, so far
 * larger than a CSV file read by the pipeline itself (millions of rows are the normal case).
 */
export const MAX_TRANSACTIONS_BYTES = 4 * 1024 * MiB
/** Characters on one line of a CSV file, and in one record (a quoted field may span lines). */
export const MAX_LINE_CHARACTERS = 10_000
/** Lines in one CSV file: far above any real export (about 150 rows), far below what exhausts memory. */
export const MAX_LINES = 100_000
/** Problems listed per file; the rest are counted in one closing line. */
export const MAX_PROBLEMS_PER_FILE = 100
/** Entities in one study. */
export const MAX_ENTITIES = 10_000

/** The largest amount (cents, or a percentage in hundredths) one cell may hold: 999999999999.99. */
export const MAX_AMOUNT_HUNDREDTHS = 99_999_999_999_999n
/** The largest whole number a count cell (Transactions Count, Transactions Threshold) may hold. */
export const MAX_COUNT = 999_999_999_999n
/**
 * The largest sum of every revenue amount of a study, counted without signs: 90000000000000.00 USD
 * (9 × 10^15 cents, just under 2^53), so every total and liability derived from them is exact.
 */
export const MAX_STUDY_REVENUE_CENTS = 9_000_000_000_000_000n
/**
 * The largest sum of a study's dated sales: each day's net sales in a state and channel, of every
 * transactions and daily file, over the days read, added without signs: 6000000000000.00 USD (6 × 10^14
 * cents). Every window and running measure is a sum of these days; an exposure's tax is at most its
 * sales, and its interest (at most 100 % a year, for under eleven years) and penalties (at most 100 %)
 * at most twelve times that tax, so every figure stays below 2^53 cents, exact.
 */
export const MAX_STUDY_SALES_CENTS = 600_000_000_000_000n
/** The largest sum of a study's dated transactions, each day's in a state and channel added: their windows stay exact. */
export const MAX_STUDY_TRANSACTIONS = 9_000_000_000_000_000n
/**
 * Bytes of one row of a transactions or daily file (DuckDB's max_line_size in pipeline/sql/): a row is
 * tens of bytes, and a file with no line break or an unclosed quote must not be held whole.
 */
export const MAX_SALES_ROW_BYTES = 1024 * 1024

/** Characters of a value quoted in a message; a longer value is cut, with its full length given. */
export const MAX_QUOTED_CHARACTERS = 40

/** Bytes as MiB, rounded up to a tenth so that anything over a limit never reads as the limit itself. */
export function mebibytes(bytes: number): string {
  const tenths = Math.ceil((bytes / MiB) * 10)
  return `${tenths % 10 === 0 ? tenths / 10 : (tenths / 10).toFixed(1)} MiB`
}
