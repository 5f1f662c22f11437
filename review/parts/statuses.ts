/**
 * Status changes: each entity's status in each state before and after, with the date crossed, and the
 * states where it has nexus. A state's status is its row's where it has revenue, else the export's row
 * among its exposures; a state in neither (no revenue, not exposed) is not in the report, shown '—', and
 * a move between '—' and Not Exposed or No Sales Tax is no change. The summary counts the moves and
 * names the first few.
 */
import { byStateCode } from '../../schemas/us-states.ts'
import { entityName, listed, someOf, table } from '../markdown.ts'
import { plural } from '../../common/format.ts'
import type { EntityPair, Part, StudyDiff } from '../study-diff.ts'
import type { Change } from '../json-changes.ts'
import type { EntityRef, EntityReport, JurisdictionStatus } from '../../schemas/generated/types.ts'

const CROSSED: JurisdictionStatus = 'Crossed Threshold'
const GROUPS = ['crossed', 'approaching', 'exposed', 'other'] as const

interface StateStatus {
  status: JurisdictionStatus
  date: string | null
}

export interface StatusChange {
  state: string
  before: StateStatus | undefined
  after: StateStatus | undefined
  /** Only the date crossed moved. */
  dateOnly: boolean
}

/** Each state's status as the report gives it. */
function statusesIn(report: EntityReport): Map<string, StateStatus> {
  const statuses = new Map<string, StateStatus>()
  for (const group of GROUPS) {
    for (const row of report.exposures[group]) statuses.set(row.stateCode, { status: row.overallStatus, date: row.dateCrossedThreshold })
  }
  for (const row of report.states) statuses.set(row.state, { status: row.status, date: row.dateCrossedThreshold })
  return statuses
}

/** Whether a status says nothing that '—' (not in the report) does not. */
const quiet = (status: StateStatus | undefined) => !status || status.status === 'Not Exposed' || status.status === 'No Sales Tax'

/** The states whose status or date crossed moved, by state code; none for an entity added, removed or unchanged. */
function statusChanges(entity: EntityPair): StatusChange[] {
  const found: StatusChange[] = []
  if (entity.before && entity.after && !entity.unchanged) {
    const [was, now] = [statusesIn(entity.before), statusesIn(entity.after)]
    for (const state of [...new Set([...was.keys(), ...now.keys()])].sort(byStateCode)) {
      const [before, after] = [was.get(state), now.get(state)]
      if (before && after) {
        if (before.status !== after.status) found.push({ state, before, after, dateOnly: false })
        else if (before.date !== after.date) found.push({ state, before, after, dateOnly: true })
      } else if (!quiet(before) || !quiet(after)) found.push({ state, before, after, dateOnly: false })
    }
  }
  return found
}

/** Every entity's moves, noted as its section is made, for the summary. */
const noted = new WeakMap<StudyDiff, { entity: EntityRef; change: StatusChange }[]>()

const shownStatus = (status: StateStatus | undefined) => status?.status ?? '—'

export const statusesPart: Part = {
  summary(diff) {
    const moves = noted.get(diff) ?? []
    const statuses = moves.filter(({ change }) => !change.dateOnly)
    const dates = moves.filter(({ change }) => change.dateOnly)
    const sentences = [
      statuses.length === 0
        ? 'No state changed status.'
        : `Status changed in ${plural(statuses.length, 'state')}: ${someOf(statuses.map(({ entity, change }) => `${entityName(entity)} in ${change.state}, ${shownStatus(change.before)} → ${shownStatus(change.after)}`))}.`,
    ]
    if (dates.length > 0) {
      sentences.push(`The date crossed moved in ${plural(dates.length, 'state')}: ${someOf(dates.map(({ entity, change }) => `${entityName(entity)} in ${change.state}, ${change.before!.date} → ${change.after!.date}`))}.`)
    }
    return sentences.join(' ')
  },

  entity(entity, diff) {
    if (!entity.before || !entity.after || entity.unchanged) return []
    const lines: string[] = []
    const nexus = nexusStatesLine(entity, diff)
    if (nexus) lines.push(nexus, '')
    const changes = statusChanges(entity)
    if (changes.length === 0) return lines
    const record = noted.get(diff) ?? noted.set(diff, []).get(diff)!
    const { file } = entity
    for (const change of changes) {
      record.push({ entity: entity.ref, change })
      const { state, before, after } = change
      diff.changes.show(file, `states[${state}].status`, `states[${state}].dateCrossedThreshold`)
      // taxable is the status being Crossed Threshold; shown by the status when it is so on both sides.
      for (const taxable of diff.changes.at(file, `states[${state}].taxable`)) {
        if (taxable.before === (before?.status === CROSSED) && taxable.after === (after?.status === CROSSED)) taxable.shown = true
      }
      showMovedExposure(diff.changes.in(file), state, before, after)
      showCopiedDates(diff, entity, state, before, after)
    }
    const rows = changes.map(({ state, before, after }) => [
      state,
      shownStatus(before),
      shownStatus(after),
      before?.date === after?.date ? after?.date ?? '-' : `${before?.date ?? '-'} → ${after?.date ?? '-'}`,
    ])
    lines.push('Status changes:', '', ...table(['State', 'Before', 'After', 'Date crossed'], rows))
    if (changes.some(({ before, after }) => !before || !after)) lines.push('', '— : not in that version\'s report (no revenue in the state and no exposure).')
    return lines
  },
}

/** "Nexus in 6 states (5 before): OH added." when the states with nexus moved. */
function nexusStatesLine(entity: EntityPair, diff: StudyDiff): string | undefined {
  const [was, now] = [entity.before!.summary.nexusStates, entity.after!.summary.nexusStates]
  const added = now.filter((state) => !was.includes(state))
  const removed = was.filter((state) => !now.includes(state))
  if (added.length === 0 && removed.length === 0) return undefined
  diff.changes.showUnder(entity.file, 'summary.nexusStates')
  diff.changes.show(entity.file, 'summary.statesWithNexus')
  for (const change of diff.changes.at('consolidated.json', `entities[${entity.code}].statesWithNexus`)) {
    if (change.before === was.length && change.after === now.length) change.shown = true
  }
  const moves = [...(added.length > 0 ? [`${listed(added)} added`] : []), ...(removed.length > 0 ? [`${listed(removed)} removed`] : [])]
  return `Nexus in ${now.length === 0 ? 'no state' : plural(now.length, 'state')} (${was.length} before): ${moves.join('; ')}.`
}

/**
 * The export's row of a state whose status moved leaves one group of exposures for another: shown by
 * the status change when nothing else in it changed (but whether its figures agree with the status). A row that left the exposures (now Not Exposed)
 * is the old version's and shown too; one that joined them carries new figures, left to the other changes.
 */
function showMovedExposure(changes: readonly Change[], state: string, before: StateStatus | undefined, after: StateStatus | undefined): void {
  const at = (kind: Change['kind']) => changes.find((change) => change.kind === kind && GROUPS.some((group) => change.path === `exposures.${group}[${state}]`))
  const [left, joined] = [at('removed'), at('added')]
  const statusOf = (row: unknown) => (row as { overallStatus?: unknown }).overallStatus
  // Whether the row's figures agree with its status moves with the status (a data check says when they do not).
  const rest = (row: unknown) => {
    const { measured } = row as { measured?: object }
    return JSON.stringify({ ...(row as object), overallStatus: undefined, measured: measured && { ...measured, agreesWithStatus: undefined } })
  }
  if (left && joined) {
    if (statusOf(left.before) === before?.status && statusOf(joined.after) === after?.status && rest(left.before) === rest(joined.after)) left.shown = joined.shown = true
  } else if (left && statusOf(left.before) === before?.status) left.shown = true
}

/**
 * The date crossed as the export's row (among the exposures) and the running measures carry it: shown
 * by the status change where it moved exactly as shown.
 */
function showCopiedDates(diff: StudyDiff, entity: EntityPair, state: string, before: StateStatus | undefined, after: StateStatus | undefined): void {
  const copies = [
    ...GROUPS.map((group) => ({ file: entity.file, path: `exposures.${group}[${state}].dateCrossedThreshold` })),
    ...(entity.after?.statusSource.runningPath ? [{ file: entity.after.statusSource.runningPath, path: `states[${state}].dateCrossedThreshold` }] : []),
  ]
  for (const { file, path } of copies) {
    for (const change of diff.changes.at(file, path)) if (change.before === (before?.date ?? null) && change.after === (after?.date ?? null)) change.shown = true
  }
}
