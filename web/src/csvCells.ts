/** The CSV cells of the viewer's figures, from the pipeline's own units (cents, percent already rounded). */
import type { CsvCell } from './csv.ts'

/** An amount in cents, or an empty cell where there is none (a state that is not taxable). */
export function amount(cents: number | null): CsvCell {
  return cents === null ? null : { cents }
}

/** A rate in percent to three decimals, as the pages show it, without the sign. */
export function rateCell(percent: number | null): CsvCell {
  return percent === null ? null : { decimal: percent.toFixed(3) }
}

/** A percentage to the precision it was rounded to. */
export function percentCell(value: number, digits: number): CsvCell {
  return { decimal: value.toFixed(digits) }
}

/** A whole count. */
export function countCell(value: number): CsvCell {
  return { decimal: String(value) }
}
