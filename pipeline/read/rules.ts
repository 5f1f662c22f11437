/**
 * A rules library (rules/us/, issue 30) as a study reads it when study.json names `"rules": "us"`: its
 * thresholds.csv and LAW.md's five tables, read by the study's own readers (thresholds.ts, law.ts) from
 * the repository's rules folder at run time (the pipeline's bundle holds code, not data), every problem
 * located in the library's file. Then merged with the study's own rows, state by state and table by
 * table: a state the study's own table holds rows for takes the study's rows of that table, every other
 * state the library's. thresholds.csv's Interest Rate, Penalty Rate and VDA Look Back Months are the
 * study's own value for the interest, penalties and disclosure tables: a state whose own thresholds rows
 * give one keeps it, and the library's rows of that table are not used for the state.
 */
import { realpathSync } from 'node:fs'
import { repoRoot } from '../../common/paths.ts'
import { NamedFiles, type NamedAt } from './named-files.ts'
import { stateRules } from './thresholds.ts'
import { readLaw } from './law.ts'
import { lawTables, NO_LAW, type Law, type LawRow, type LawTable, type StateLaw } from '../law/tables.ts'
import type { Problems } from '../problems.ts'
import type { StateRules } from '../transactions/thresholds.ts'
import type { StudyManifest, ThresholdRow, UsStateCode } from '../../schemas/generated/types.ts'

export type RulesLibrary = NonNullable<StudyManifest['rules']>

/** Each library's folder, relative to the repository: as its rows' sources name it. */
export const LIBRARY_FOLDERS: Readonly<Record<RulesLibrary, string>> = { us: 'rules/us' }

/** The library's files, relative to the repository: thresholds.csv and the law tables, as a study's manifest would name them. */
export function libraryFiles(library: RulesLibrary): { thresholds: string; law: Required<NonNullable<StudyManifest['law']>> } {
  const folder = LIBRARY_FOLDERS[library]
  return {
    thresholds: `${folder}/thresholds.csv`,
    law: Object.fromEntries(lawTables.map((table) => [table, `${folder}/${table}.csv`])) as Required<NonNullable<StudyManifest['law']>>,
  }
}

export interface LibraryRules {
  /** The library's files as read (their paths as messages show them, their headers). */
  files: NamedFiles
  thresholds: Map<UsStateCode, StateRules>
  /** Whether thresholds.csv was read whole, without a problem. */
  thresholdsComplete: boolean
  /** null when not asked for (a study without exposure prices nothing). */
  law: Law | null
}

/**
 * Reads a library: its thresholds.csv, and with `withLaw` its law tables. A file that cannot be opened
 * is reported at `namedAt` (study.json's `rules`), or at the file itself where no study names it. `root`
 * is the folder holding rules/: the repository's, or a copy a test has broken.
 */
export function readLibrary(library: RulesLibrary, problems: Problems, namedAt: NamedAt | null, withLaw: boolean, root = repoRoot): LibraryRules {
  const files = new NamedFiles(realpathSync(root), root, namedAt, problems)
  const named = libraryFiles(library)
  const before = problems.count
  const file = files.csv<Required<ThresholdRow>>('/rules', named.thresholds, 'input/thresholds.schema.json')
  const thresholds = stateRules(file, problems, 'library')
  const thresholdsComplete = file?.rows !== undefined && problems.count === before
  const law = withLaw ? readLaw(files, named.law, problems, { pointer: () => '/rules', origin: 'library' }) : null
  return { files, thresholds, thresholdsComplete, law }
}

/** Each state's rules: the study's own where it has rows for the state, else the library's. */
export function mergeThresholds(own: ReadonlyMap<UsStateCode, StateRules>, library: ReadonlyMap<UsStateCode, StateRules>): Map<UsStateCode, StateRules> {
  const merged = new Map(library)
  for (const [state, rules] of own) merged.set(state, rules)
  return merged
}

/** The law tables a state's own thresholds rows give a value for (Interest Rate, Penalty Rate, VDA Look Back Months). */
export function givenByThresholds(rules: StateRules | undefined): Set<LawTable> {
  const given = new Set<LawTable>()
  for (const rule of rules?.list ?? []) {
    if (rule.origin !== 'study') continue
    if (rule.gives.interest) given.add('interest')
    if (rule.gives.penalties) given.add('penalties')
    if (rule.gives.disclosure) given.add('disclosure')
  }
  return given
}

/**
 * Each state's law: per table, the study's own rows for the state where its table has any; else none
 * where its own thresholds rows give the table's value (`ownRules`); else the library's. `rows` holds the
 * study's own rows and the library's rows taken.
 */
export function mergeLaw(own: Law | null, library: Law, ownRules: ReadonlyMap<UsStateCode, StateRules>): Law {
  const states = new Map<UsStateCode, StateLaw>()
  const rows: LawRow[] = [...(own?.rows ?? [])]
  const codes = new Set<UsStateCode>([...(own?.states.keys() ?? []), ...library.states.keys(), ...ownRules.keys()])
  for (const state of codes) {
    const mine = own?.states.get(state) ?? NO_LAW
    const theirs = library.states.get(state) ?? NO_LAW
    const given = givenByThresholds(ownRules.get(state))
    const pick = <T extends LawTable>(table: T): StateLaw[T] => {
      const taken = mine[table] ?? (given.has(table) ? null : theirs[table])
      if (taken !== null && taken === theirs[table]) rows.push(...taken.list)
      return taken
    }
    const entry: StateLaw = { returns: pick('returns'), interest: pick('interest'), penalties: pick('penalties'), disclosure: pick('disclosure'), marketplace: pick('marketplace') }
    if (lawTables.some((table) => entry[table] !== null)) states.set(state, entry)
  }
  return { states, rows }
}
