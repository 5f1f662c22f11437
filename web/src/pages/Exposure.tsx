/**
 * The study's exposure over the years examined (EXPOSURE.md): its amounts and actions, the chart and
 * table by year, each entity's totals, and every (entity, state) in order of exposure, each leading to
 * its detail on the entity's page.
 */
import { Link } from 'wouter'
import type { StudyExposure, StudyExposureEntity } from '../../../schemas/generated/types.ts'
import { andList } from '../format.ts'
import { actionLabel } from '../../../common/actions.ts'
import { EntityCodeBadge } from '../components/Badges.tsx'
import { Page, PageHeader } from '../components/Layout.tsx'
import { ReportTable } from '../components/ReportTable.tsx'
import { ExposureSummary } from '../components/ExposureSummary.tsx'
import { ExposureNotes, StateLink, stateRender } from '../components/ExposureParts.tsx'
import { LawNotes } from '../components/StateReturns.tsx'
import { tableOf } from '../../../report/columns.ts'
import { exposureEntitiesTable, exposureStatesTable, exposureYearsTable, type EntityState } from '../../../report/tables/study-exposure.ts'
import { ENTITIES } from '../paging.ts'
import { pathOf } from '../../../report/routes.ts'

const entityRender = {
  entity: {
    cell: (row: StudyExposureEntity) => (
      <>
        <EntityCodeBadge entity={row.entity} /> <Link href={pathOf('exposure', row.entity)}>{row.entity.name}</Link>
      </>
    ),
  },
}

const statesRender = {
  ...stateRender(
    ({ state }: EntityState) => state,
    ({ state }: EntityState) => ({ exposureCents: state.vdaExposureCents, savingCents: state.vdaSavingCents }),
  ),
  // the entity's badge before its state, one column less to fit a laptop; the filter finds an entity
  state: {
    cell: ({ entity, state }: EntityState) => (
      <span className="entity-state">
        <EntityCodeBadge entity={entity} />
        <span>
          <StateLink state={state.state} name={state.stateName} page={pathOf('exposure', entity)} />
        </span>
      </span>
    ),
  },
}

export function Exposure({ data }: { data: StudyExposure }) {
  const { study, totals, asOf } = data
  const fileName = [study.taxYear, 'exposure']
  return (
    <Page back={{ href: '/', label: 'Back to All Reports' }}>
      <PageHeader title="Exposure" subtitle={`All Entities, ${data.firstYear} to ${asOf}`} />
      <p className="status-source">
        <small>
          Since when nexus held in each state, the tax not collected since, interest and penalties to {asOf}, what a voluntary
          disclosure would settle instead, and the action each state needs.
        </small>
      </p>

      <ExposureSummary
        totals={totals}
        counts={data.actionCounts}
        asOf={asOf}
        settlementDate={data.law ? data.settlementDate : undefined}
        years={<ReportTable table={exposureYearsTable} {...tableOf(exposureYearsTable, data)} rowKey={(row) => String(row.year)} fileName={fileName} striped />}
      />

      <section aria-labelledby="by-entity" className="exposure-table">
        <h2 id="by-entity">Exposure by Entity</h2>
        <ReportTable
          table={exposureEntitiesTable}
          {...tableOf(exposureEntitiesTable, data)}
          render={entityRender}
          rowKey={(row) => row.entity.code}
          fileName={fileName}
          filter={{ entity: (row) => row.entity }}
          noun={ENTITIES}
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
        <ReportTable
          table={exposureStatesTable}
          {...tableOf(exposureStatesTable, data)}
          render={statesRender}
          rowKey={({ entity, state }) => `${entity.code} ${state.state}`}
          fileName={fileName}
          filter={{
            entity: ({ entity }) => entity,
            text: ({ state }) => `${state.state} ${state.stateName}`,
            label: 'Find a state',
            status: { label: 'Action', of: ({ state }) => actionLabel(state.action) },
          }}
          striped
        />
      </section>

      {data.law ? <LawNotes asOf={asOf} settlementDate={data.settlementDate} /> : <ExposureNotes asOf={asOf} />}
    </Page>
  )
}
