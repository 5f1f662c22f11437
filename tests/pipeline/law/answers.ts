/**
 * A law study's known answers (ANSWERS.md in the form of examples/exposure-study-law's, worked by a
 * reference from LAW.md alone), read from the file as written: the heading's dates, each entity's
 * figures and state rows, the study's line, the returns tables with their disclosure terms, and the
 * findings. Tests compare the compiled study against these, never against figures typed in.
 */
import { readFileSync } from 'node:fs'

/** The columns of a state's row, in ANSWERS.md's order. */
export const STATE_COLUMNS = ['state', 'periods', 'starts', 'returns', 'tax', 'interest', 'penalties', 'exposure', 'assessed', 'disclosure', 'saving', 'delay', 'action'] as const
/** The columns of a return's row. */
export const RETURN_COLUMNS = ['period', 'due', 'taxableSales', 'tax', 'interest', 'monthsLate', 'penalty', 'assessable', 'settlementInterest', 'settlementPenalty', 'covered'] as const

export interface Entity { code: string; name: string; heading: string; rows: string[][] }
export interface Returns { entity: string; state: string; disclosure: string; rows: string[][] }

/** Cents as ANSWERS.md writes them: 12,652.29, -4,878.76; '-' for none. */
export const money = (cents: number | null) => cents === null ? '-' : (cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

function table(lines: readonly string[]): string[][] {
  return lines.filter((line) => line.startsWith('| ') && !line.startsWith('| state') && !line.startsWith('| period') && !line.startsWith('|---'))
    .map((line) => line.split('|').slice(1, -1).map((cell) => cell.trim()))
}

export class Answers {
  readonly text: string
  constructor(file: string) {
    this.text = readFileSync(file, 'utf8')
  }

  /** '# Known answers: first year 2021, tax year 2024, as of 2025-03-31, settlement 2025-06-30'. */
  get title(): string {
    return this.text.split('\n')[0]!
  }

  /** Each entity's section: its heading after the name and code, and its state rows. */
  entities(): Entity[] {
    return this.text.split('\n## ').slice(1).filter((part) => /^.* \([A-Z0-9]{1,4}\):/.test(part)).map((part) => {
      const [heading, ...lines] = part.split('\n')
      const [, name, code, figures] = /^(.*) \(([A-Z0-9]{1,4})\): (.*)$/.exec(heading!)!
      const body = lines.join('\n').split('\n### ')[0]!.split('\n**Study**')[0]!.split('\n')
      return { code: code!, name: name!, heading: figures!, rows: table(body) }
    })
  }

  /** '**Study**: exposure … ; assessed at settlement ….' */
  get studyLine(): string {
    return this.text.split('\n').find((line) => line.startsWith('**Study**'))!
  }

  /** Each '### Returns: E, NY' section: its disclosure line and rows. */
  returns(): Returns[] {
    return this.text.split('\n### Returns: ').slice(1).map((part) => {
      const [heading, ...lines] = part.split('\n')
      const [entity, state] = heading!.split(', ')
      return { entity: entity!, state: state!, disclosure: lines.find((line) => line.startsWith('Disclosure: '))!, rows: table(lines.join('\n').split('\n## ')[0]!.split('\n')) }
    })
  }

  /** The findings list's lines, as written ('- `CODE` (n): E: CO, GA'). */
  findings(): string[] {
    const section = this.text.split('\n## Findings')[1] ?? ''
    return section.split('\n').filter((line) => line.startsWith('- '))
  }
}
