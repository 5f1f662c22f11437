/**
 * The exposure example's known answers (examples/exposure-study/ANSWERS.md, worked by an independent
 * reference from EXPOSURE.md alone), read from the file as written: each entity's totals and state rows,
 * and the study's totals. The pipeline's test checks every figure against the compiled study; the
 * viewer's and the review's tests take the figures they show from here, never typed in.
 */
import { readFileSync } from 'node:fs'

export const EXAMPLE = 'examples/exposure-study'

export const answers = readFileSync(`${EXAMPLE}/ANSWERS.md`, 'utf8')

/** The columns of a state's row, in ANSWERS.md's order. */
export const COLUMNS = ['state', 'periods', 'starts', 'tax', 'interest', 'penalties', 'exposure', 'vdaExposure', 'saving', 'action'] as const

export type AnswerRow = Record<(typeof COLUMNS)[number], string>
export interface Section { code: string; name: string; totals: string; rows: string[][] }

/** Cents as ANSWERS.md writes them: 12,652.29. */
export const money = (cents: number) => (cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** A figure as ANSWERS.md writes it, in cents: '12,652.29' → 1265229. */
export const centsOf = (figure: string) => Math.round(Number(figure.replace(/,/g, '')) * 100)

/** Each entity's heading line and table rows, as written. */
export function sections(): Section[] {
  return answers.split('\n## ').slice(1).map((part) => {
    const [heading, ...lines] = part.split('\n')
    const [, name, code] = /^(.*) \(([A-Z0-9]{1,4})\)/.exec(heading!)!
    const rows = lines.filter((line) => line.startsWith('| ') && !line.startsWith('| state') && !line.startsWith('|---'))
      .map((line) => line.split('|').slice(1, -1).map((cell) => cell.trim()))
    return { code: code!, name: name!, totals: heading!.split(': ')[1]!, rows }
  })
}

/** An entity's rows by column name. */
export function rowsOf(code: string): AnswerRow[] {
  const section = sections().find((found) => found.code === code)
  if (!section) throw new Error(`ANSWERS.md has no entity ${code}`)
  return section.rows.map((cells) => Object.fromEntries(COLUMNS.map((column, index) => [column, cells[index]!])) as AnswerRow)
}

/** 'tax 48,888.04, interest …' (an entity's heading, the study's last line) by name: { tax: '48,888.04', … }. */
export function figures(line: string): Record<'tax' | 'interest' | 'penalties' | 'exposure', string> {
  return Object.fromEntries([...line.matchAll(/(tax|interest|penalties|exposure) ([\d,]+\.\d\d)/g)].map((match) => [match[1], match[2]])) as Record<'tax' | 'interest' | 'penalties' | 'exposure', string>
}

/** The study's line: 'Study: tax 243,389.64, interest …'. */
export const studyLine = () => answers.trimEnd().split('\n').at(-1)!
