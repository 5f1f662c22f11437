/** A file's rows keyed by their State column, for the files with one row per state. */
import type { Problems } from '../problems.ts'
import { quote } from '../../common/quote.ts'
import type { Located } from './csv.ts'

/** The rows by State, each turned into its value; a state seen twice is a problem at the second. */
export function keyedByState<Row extends { State: string }, V>(
  file: { display: string; rows: Located<Row>[] | undefined } | null | undefined,
  problems: Problems,
  value: (row: Row, line: number) => V,
): Map<string, V> {
  const out = new Map<string, V>()
  const lines = new Map<string, number>()
  for (const { line, values } of file?.rows ?? []) {
    const earlier = lines.get(values.State)
    if (earlier !== undefined) {
      problems.add(file!.display, line, 1, 'DUPLICATE_STATE', `State ${quote(values.State)} appears again; expected each state once (first at line ${earlier})`)
      continue
    }
    lines.set(values.State, line)
    out.set(values.State, value(values, line))
  }
  return out
}
