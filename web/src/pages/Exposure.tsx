/**
 * The study's exposure over the years examined (EXPOSURE.md): its amounts and actions, the chart and
 * table by year, each entity's totals, and every (entity, state) in order of exposure, each leading to
 * its detail on the entity's page.
 */
import { Link } from 'wouter'
import type { EntityRef, StudyExposure, StudyExposureEntity, StudyExposureState } from '../../../schemas/generated/types.ts'
import { andList, usd } from '../format.ts'
import { ACTIONS, actionLabel } from '../actions.ts'
import { amount, countCell } from '../csvCells.ts'
import { EntityCodeBadge } from '../components/Badges.tsx'
import { Page, PageHeader } from '../components/Layout.tsx'
import { DataTable, type Column } from '../components/DataTable.tsx'
import { amountColumns, stateColumns, TotalRow } from '../components/ExposureAmounts.tsx'
import { ExposureSummary } from '../components/ExposureSummary.tsx'
import { ExposureNotes, StateLink } from '../components/ExposureParts.tsx'
import { LawNotes } from '../components/StateReturns.tsx'
import { ENTITIES } from '../paging.ts'
import { pathOf } from '../../../report/routes.ts'

const entityColumns: Column<StudyExposureEntity>[] = [
  {
    header: 'Entity',
    rowHeader: true,
    cell: (row) => (
      <>
        <EntityCodeBadge entity={row.entity} /> <Link href={pathOf('exposure', row.entity)}>{row.entity.name}</Link>
      </>
    ),
    sort: (row) => row.entity.name,
    csv: (row) => row.entity.name,
  },
  { header: 'Code', csvOnly: true, cell: () => null, csv: (row) => row.entity.code },
  ...amountColumns((row: StudyExposureEntity) => row.totals),
  {
    header: 'VDA Saving',
    numeric: true,
    cell: (row) => usd(row.totals.vdaSavingCents),
    sort: (row) => row.totals.vdaSavingCents,
    csv: (row) => amount(row.totals.vdaSavingCents),
  },
  // Each entity's actions are its page's (and the states below, by action): here only in the CSV.
  ...ACTIONS.map(({ action, key }) => ({ header: action, csvOnly: true, cell: () => null, csv: (row: StudyExposureEntity) => countCell(row.actionCounts[key]) })),
]

type StateRow = StudyExposureState & { ref: EntityRef; exposurePath: string }

const stateTable: Column<StateRow>[] = [
  { header: 'Entity', csvOnly: true, cell: () => null, csv: (row) => row.ref.code },
  { header: 'Entity Name', csvOnly: true, cell: () => null, csv: (row) => row.ref.name },
  {
    // the entity's badge before its state, one column less to fit a laptop; the filter finds an entity
    header: 'State',
    rowHeader: true,
    cell: (row) => (
      <span className="entity-state">
        <EntityCodeBadge entity={row.ref} />
        <span>
          <StateLink state={row.state} name={row.stateName} page={row.exposurePath} />
        </span>
      </span>
    ),
    sort: (row) => row.state,
    csv: (row) => row.state,
  },
  ...stateColumns((row: StateRow) => ({ exposureCents: row.vdaExposureCents, savingCents: row.vdaSavingCents })),
]

export function Exposure({ data }: { data: StudyExposure }) {
  const { study, totals, asOf } = data
  const fileName = [study.taxYear, 'exposure']
  const entities = new Map(data.entities.map((row) => [row.entity.code, row]))
  const states: StateRow[] = data.states.map((row) => ({ ...row, ref: entities.get(row.entity)!.entity, exposurePath: pathOf('exposure', { code: row.entity }) }))
  return (
    <Page back={{ href: '/', label: 'Back to All Reports' }}>
      <PageHeader title="Exposure" subtitle={`All Entities, ${data.firstYear} to ${asOf}`} />
      <p className="status-source">
        <small>
          Since when nexus held in each state, the tax not collected since, interest and penalties to {asOf}, what a voluntary
          disclosure would settle instead, and the action each state needs.
        </small>
      </p>

      <ExposureSummary totals={totals} counts={data.actionCounts} asOf={asOf} fileName={fileName} settlementDate={data.law ? data.settlementDate : undefined} />

      <section aria-labelledby="by-entity" className="exposure-table">
        <h2 id="by-entity">Exposure by Entity</h2>
        <DataTable
          caption="Exposure by Entity"
          columns={entityColumns}
          rows={data.entities}
          rowKey={(row) => row.entity.code}
          fileName={fileName}
          filter={{ entity: (row) => row.entity }}
          noun={ENTITIES}
          footer={<TotalRow before={1} totals={totals} after={[usd(totals.vdaSavingCents)]} />}
          striped
        />
        {data.notComputed.length > 0 && (
          <p>
            <small>
              No exposure is computed for {andList(data.notComputed.map((entity) => `${entity.name} (${entity.code})`))}: the study
              gives {data.notComputed.length === 1 ? 'it' : 'them'} no dated sales (transactions or daily totals).
            </small>
          </p>
        )}
      </section>

      <section aria-labelledby="by-state" className="exposure-table">
        <h2 id="by-state">States by Exposure</h2>
        <p>
          <small>Every entity's states with a nexus period or an action, the largest exposure first. A state leads to its detail on the entity's page.</small>
        </p>
        <DataTable
          caption="States by Exposure"
          columns={stateTable}
          rows={states}
          rowKey={(row) => `${row.entity} ${row.state}`}
          fileName={fileName}
          filter={{
            entity: (row) => row.ref,
            text: (row) => `${row.state} ${row.stateName}`,
            label: 'Find a state',
            status: { label: 'Action', of: (row) => actionLabel(row.action) },
          }}
          footer={<TotalRow before={3} totals={totals} after={[null]} />}
          striped
        />
      </section>

      {data.law ? <LawNotes asOf={asOf} settlementDate={data.settlementDate} /> : <ExposureNotes asOf={asOf} />}
    </Page>
  )
}
