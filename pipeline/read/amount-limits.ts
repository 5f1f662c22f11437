/**
 * The amount and count limits of common/limits.ts applied to a file's rows: each cell beyond them is a problem
 * at its row and column, and its row is left out, so every figure derived from the rest stays exact.
 */
import { decimalWithin, hundredthsToDecimal } from '../money.ts'
import type { Problems } from '../problems.ts'
import { quote } from '../../common/quote.ts'
import { MAX_AMOUNT_HUNDREDTHS, MAX_COUNT } from '../../common/limits.ts'
import type { Located } from './csv.ts'

const LARGEST_AMOUNT = hundredthsToDecimal(Number(MAX_AMOUNT_HUNDREDTHS))

/** The problem with an amount cell beyond MAX_AMOUNT_HUNDREDTHS (`unit` after the largest, as ' USD'). */
export function amountBeyond(name: string, text: string, unit: string): string {
  return `${name} ${quote(text)} is beyond the largest amount a study may hold, ${LARGEST_AMOUNT}${unit}; expected an amount from -${LARGEST_AMOUNT} to ${LARGEST_AMOUNT}`
}

/** The problem with a count cell beyond MAX_COUNT. */
export function countBeyond(name: string, text: string): string {
  return `${name} ${quote(text)} is beyond the largest count a study may hold, ${MAX_COUNT}; expected a whole number up to ${MAX_COUNT}`
}

/** The rows whose amounts (`unit` after the largest, as ' USD') and counts are within the limits. */
export function withinLimits<Row>(
  display: string,
  rows: Located<Row>[] | undefined,
  cols: readonly string[],
  amounts: readonly (keyof Row & string)[],
  counts: readonly (keyof Row & string)[],
  unit: string,
  problems: Problems,
): Located<Row>[] | undefined {
  if (!rows) return undefined
  return rows.filter(({ line, values }) => {
    let ok = true
    for (const name of amounts) {
      const text = values[name] as string
      if (decimalWithin(text, 2, MAX_AMOUNT_HUNDREDTHS)) continue
      problems.add(display, line, cols.indexOf(name) + 1, 'AMOUNT_TOO_LARGE', amountBeyond(name, text, unit))
      ok = false
    }
    for (const name of counts) {
      const text = values[name] as string
      if (decimalWithin(text, 0, MAX_COUNT)) continue
      problems.add(display, line, cols.indexOf(name) + 1, 'COUNT_TOO_LARGE', countBeyond(name, text))
      ok = false
    }
    return ok
  })
}
