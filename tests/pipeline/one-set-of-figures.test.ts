/**
 * One set of figures (issue 28): every state figure that more than one generated file carries is held,
 * file against file, to one value or to its reconciliation line, computed from the files themselves and
 * never typed in, for the sample, the transactions, exposure and law examples and a study of our own
 * (tests/fixtures/figures-study). Then the cases the issue names, each worked by hand in its comment.
 */
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { compile, dollars, type CompiledStudy } from './compile.ts'
import type { Conclusion, EntityReport, EntityStateRow, Exposure, Rates, Reconciliation } from '../../schemas/generated/types.ts'

const STUDIES = ['raw', 'examples/transactions-study', 'examples/exposure-study', 'examples/exposure-study-law', 'tests/fixtures/figures-study'] as const

const compiled = new Map<string, CompiledStudy>()
const studyOf = async (dir: string) => compiled.get(dir) ?? compiled.set(dir, await compile(dir)).get(dir)!

const add = (values: readonly number[]) => values.reduce((total, value) => total + value, 0)
const partsOf = (reconciliation: Reconciliation | null | undefined) => reconciliation?.parts ?? []
/** A reconciliation as reason → cents, for comparing sums of them. */
const byReason = (list: readonly (Reconciliation | null | undefined)[]) => {
  const out = new Map<string, number>()
  for (const item of list) for (const part of partsOf(item)) out.set(part.reason, (out.get(part.reason) ?? 0) + part.cents)
  for (const [reason, cents] of out) if (cents === 0) out.delete(reason)
  return Object.fromEntries([...out].sort())
}
const entitiesOf = (study: CompiledStudy) => study.overview.entities.map(({ entity }) => study.entity(entity.code))
const withExposure = (study: CompiledStudy) => study.overview.exposure !== undefined

/** The exposure file's state, where the entity has one and the state is in it. */
function exposureState(study: CompiledStudy, report: EntityReport, state: string) {
  if (!report.exposureFile) return undefined
  return study.exposure(report.entity.code).states.find((row) => row.state === state)
}

function taxOfYear(study: CompiledStudy, report: EntityReport, state: string): number {
  return exposureState(study, report, state)?.byYear.find((year) => year.year === study.overview.study.taxYear)?.taxCents ?? 0
}

for (const dir of STUDIES) {
  const test = suite(`one set of figures: ${dir}`)

  test('each state row: its reconciliation takes the liability since nexus to the exposure\'s tax of the tax year, part by part', async () => {
    const study = await studyOf(dir)
    for (const report of entitiesOf(study)) {
      for (const row of report.states) {
        const where = `${report.entity.code} ${row.state}`
        if (!withExposure(study)) {
          assert.not.ok('exposureTaxCents' in row || 'reconciliation' in row, where)
          continue
        }
        if (!report.exposureFile) {
          assert.equal([row.exposureTaxCents, row.reconciliation], [null, null], where)
          continue
        }
        assert.is(row.exposureTaxCents, taxOfYear(study, report, row.state), `${where}: the exposure file's tax of the year`)
        const since = row.liabilitySinceNexusCents ?? 0
        if (row.reconciliation === null) assert.is(row.exposureTaxCents, since, `${where}: no reconciliation, one figure`)
        else {
          assert.is(add(row.reconciliation!.parts.map((part) => part.cents)), row.reconciliation!.differenceCents, where)
          assert.is(since + row.reconciliation!.differenceCents, row.exposureTaxCents, where)
          assert.ok(row.reconciliation!.parts.every((part) => part.cents !== 0), where)
        }
      }
    }
  })

  test('each state row: its liability since nexus is its sales since nexus at the rate, and nexus from an earlier year only with exposure', async () => {
    const study = await studyOf(dir)
    for (const report of entitiesOf(study)) {
      for (const row of report.states) {
        const where = `${report.entity.code} ${row.state}`
        assert.is(row.liabilitySinceNexusCents === null, row.sinceNexusBasis === null, where)
        assert.is(row.salesSinceNexusCents === null, row.sinceNexusBasis === null, where)
        if (row.salesSinceNexusCents !== null) {
          // cents × thousandths of a percent ÷ 100,000, half away from zero (exact in doubles at these sizes).
          const exact = (row.salesSinceNexusCents * Math.round((row.ratePercent ?? 0) * 1000)) / 100_000
          assert.is(row.liabilitySinceNexusCents, Math.sign(exact) * Math.round(Math.abs(exact)), where)
        }
        if (row.sinceNexusBasis === 'collection days' && row.nexusSince === null) {
          // Collecting begins on or after the crossing: the date crossed moved by Collection Starts.
          assert.ok(row.dateCrossedThreshold !== null && row.sinceNexusFrom! >= row.dateCrossedThreshold, where)
        }
        if (row.nexusSince !== null) {
          assert.ok(withExposure(study), where)
          assert.ok(row.nexusSince < `${study.overview.study.taxYear}-01-01`, where)
        }
      }
    }
  })

  test('each entity report foots: its since-nexus and exposure figures are its rows\' summed', async () => {
    const study = await studyOf(dir)
    for (const report of entitiesOf(study)) {
      const { summary, states } = report
      const where = report.entity.code
      assert.is(summary.liabilitySinceNexusCents, add(states.map((row) => row.liabilitySinceNexusCents ?? 0)), where)
      assert.equal(summary.statesWithoutSinceNexus, states.filter((row) => row.taxable && row.liabilitySinceNexusCents === null).map((row) => row.state), where)
      if (!withExposure(study)) continue
      if (!report.exposureFile) {
        assert.equal([summary.exposureTaxCents, summary.reconciliation], [null, null], where)
        continue
      }
      // The summary's exposure tax is the exposure page's year; states without a revenue row are a part of their own.
      const yearTax = study.exposure(report.entity.code).totals.byYear.find((year) => year.year === study.overview.study.taxYear)!.taxCents
      assert.is(summary.exposureTaxCents, yearTax, where)
      const withoutRows = yearTax - add(states.map((row) => row.exposureTaxCents ?? 0))
      assert.equal(byReason([summary.reconciliation]), byReason([...states.map((row) => row.reconciliation), withoutRows === 0 ? null : { differenceCents: withoutRows, parts: [{ cents: withoutRows, reason: 'states without revenue in the tax year' }] }]), where)
      assert.is(summary.liabilitySinceNexusCents + (summary.reconciliation?.differenceCents ?? 0), summary.exposureTaxCents, where)
    }
  })

  test('consolidated.json and rates.json carry the entities\' figures, summed', async () => {
    const study = await studyOf(dir)
    const reports = entitiesOf(study)
    const { consolidated } = study
    reports.forEach((report, index) => {
      const row = consolidated.entities[index]!
      assert.equal([row.liabilityCents, row.liabilitySinceNexusCents, row.exposureTaxCents, row.reconciliation],
        [report.summary.liabilityCents, report.summary.liabilitySinceNexusCents, report.summary.exposureTaxCents, report.summary.reconciliation], report.entity.code)
    })
    const rows = reports.flatMap((report) => report.states)
    for (const state of consolidated.states) {
      const of = rows.filter((row) => row.state === state.state)
      const known = of.filter((row) => row.liabilitySinceNexusCents !== null)
      assert.is(state.liabilitySinceNexusCents, known.length === 0 ? null : add(known.map((row) => row.liabilitySinceNexusCents!)), state.state)
      if (withExposure(study)) {
        const computed = of.filter((row) => row.exposureTaxCents !== null && row.exposureTaxCents !== undefined)
        assert.is(state.exposureTaxCents, computed.length === 0 ? null : add(computed.map((row) => row.exposureTaxCents!)), state.state)
        assert.equal(byReason([state.reconciliation]), byReason(of.map((row) => row.reconciliation)), state.state)
      }
    }
    assert.is(consolidated.totals.liabilitySinceNexusCents, add(reports.map((report) => report.summary.liabilitySinceNexusCents)))
    assert.is(consolidated.totals.liabilityCents, add(rows.map((row) => row.liabilityCents ?? 0)))
    if (withExposure(study)) {
      assert.equal(byReason([consolidated.totals.reconciliation]), byReason(reports.map((report) => report.summary.reconciliation)))
      // The reconciliation takes the entities with dated sales from their liability since nexus to their exposure tax.
      const computed = reports.filter((report) => report.exposureFile)
      assert.is(add(computed.map((report) => report.summary.liabilitySinceNexusCents)) + (consolidated.totals.reconciliation?.differenceCents ?? 0),
        consolidated.totals.exposureTaxCents ?? 0)
    }
    const rates = JSON.parse(study.files.get('rates.json')!) as Rates
    for (const row of rates.states) {
      const state = consolidated.states.find((found) => found.state === row.state)
      assert.equal([row.liabilityCents, row.entitiesWithNexus], [state?.liabilityCents ?? 0, state?.entitiesWithNexus ?? 0], row.state)
    }
  })

  test('exposure.json, overview.json and the entity files carry each exposure figure once', async () => {
    const study = await studyOf(dir)
    if (!withExposure(study)) return
    const studyExposure = study.studyExposure()
    assert.equal(study.overview.exposure!.totals, studyExposure.totals)
    for (const row of studyExposure.states) {
      const report = study.entity(row.entity)
      const state = exposureState(study, report, row.state)!
      assert.equal(
        [row.action, row.recommended, row.taxCents, row.interestCents, row.penaltiesCents, row.exposureCents, row.vdaExposureCents, row.vdaSavingCents],
        [state.action, state.recommended, state.taxCents, state.interestCents, state.penaltiesCents, state.exposureCents, state.vda?.exposureCents ?? null, state.vda?.savingCents ?? null],
        `${row.entity} ${row.state}`)
    }
  })

  test('recommendations.json\'s conclusions are the entity reports\' and the exposure\'s figures, and the registrations derive from them', async () => {
    const study = await studyOf(dir)
    const { recommendations } = study
    const registering: string[] = []
    for (const { entity, computed, states } of recommendations.conclusions) {
      const report = study.entity(entity.code)
      assert.is(computed, Boolean(report.exposureFile), entity.code)
      for (const conclusion of states) {
        const where = `${entity.code} ${conclusion.state}`
        const row = report.states.find((found) => found.state === conclusion.state)
        assert.is(conclusion.liabilitySinceNexusCents, row?.liabilitySinceNexusCents ?? null, where)
        if (row) assert.equal([conclusion.status, conclusion.nexusSince], [row.status, row.nexusSince], where)
        const state = exposureState(study, report, conclusion.state)
        if (computed) {
          assert.equal([conclusion.computedAction, conclusion.exposureCents], [state?.action ?? null, state?.exposureCents ?? 0], where)
          assert.is(conclusion.action, conclusion.computedAction, where)
        } else assert.equal([conclusion.computedAction, conclusion.exposureCents], [null, null], where)
        const listedIn = recommendations.entries.filter((entry) => entry.entity.code === entity.code && entry.states.includes(conclusion.state))
        assert.is(conclusion.listed, listedIn.length === 1, where)
        assert.is(conclusion.adviserAction, listedIn[0]?.action ?? null, where)
        assert.is(conclusion.agreement, agreementOf(conclusion, computed), where)
        if (conclusion.requiresRegistration) registering.push(conclusion.state)
      }
    }
    assert.is(recommendations.totalRegistrations, registering.length)
    assert.equal(recommendations.allStates.map((row) => `${row.state} ${row.entityCount}`),
      [...new Set(registering)].sort().map((state) => `${state} ${registering.filter((found) => found === state).length}`))
  })

  test('the executive summary is the conclusions\', the consolidated report\'s and the exposure\'s figures', async () => {
    const study = await studyOf(dir)
    const { summary } = study.overview
    const conclusions = study.recommendations.conclusions.flatMap(({ states }) => states)
    const exposure = withExposure(study)
    for (const row of summary.actions) {
      const of = conclusions.filter((conclusion) => conclusion.action === row.action)
      assert.equal([row.count, row.liabilitySinceNexusCents, row.exposureCents],
        [of.length, add(of.map((item) => item.liabilitySinceNexusCents ?? 0)), exposure ? add(of.map((item) => item.exposureCents ?? 0)) : null], row.action)
    }
    const notListed = conclusions.filter((conclusion) => !conclusion.listed)
    assert.equal(summary.notListed, { count: notListed.length, exposureCents: exposure ? add(notListed.map((item) => item.exposureCents ?? 0)) : null, liabilitySinceNexusCents: add(notListed.map((item) => item.liabilitySinceNexusCents ?? 0)) })
    assert.equal([summary.liabilityCents, summary.liabilitySinceNexusCents], [study.consolidated.totals.liabilityCents, study.consolidated.totals.liabilitySinceNexusCents])
    assert.is(summary.disagreements, conclusions.filter((conclusion) => conclusion.agreement === 'Disagrees').length)
    assert.is(summary.asOf, study.overview.asOf)
    if (exposure) {
      const { totals } = study.studyExposure()
      assert.equal(summary.exposure, { exposureCents: totals.exposureCents, interestCents: totals.interestCents, penaltiesCents: totals.penaltiesCents, taxCents: totals.taxCents })
      assert.equal([summary.leadsWith, summary.asOf, summary.vdaSavingCents], ['exposure', study.studyExposure().asOf, totals.vdaSavingCents])
    } else assert.equal([summary.leadsWith, summary.asOf, summary.exposure], ['liability since nexus', `${study.overview.study.taxYear}-12-31`, null])
  })

  test('every percentage names its window and agrees with its group, or a data check says it does not', async () => {
    const study = await studyOf(dir)
    for (const report of entitiesOf(study)) {
      // A computed row agrees with its group by construction; only the engine's own rows can contradict theirs.
      const fromExport = report.statusSource.kind === 'export'
      const contradicted = new Set(report.findings.filter((finding) => fromExport && finding.code === 'STATUS_CONTRADICTS_PERCENTAGE').map((finding) => finding.state))
      const groups: [Exposure[], (percent: number) => boolean][] = [
        [report.exposures.crossed, (percent) => percent >= 100],
        [report.exposures.approaching, (percent) => percent >= 80 && percent < 100],
        [report.exposures.exposed, (percent) => percent < 80],
      ]
      for (const [rows, fits] of groups) {
        for (const row of rows) {
          const { measured } = row
          const where = `${report.entity.code} ${row.stateCode}`
          assert.is(measured.agreesWithStatus, fits(measured.percent), where)
          assert.is(!measured.agreesWithStatus, contradicted.has(row.stateCode), where)
          // Every export here gives its aggregation dates, and a computed row always has its window.
          assert.ok(measured.windowStart !== null && measured.windowEnd !== null && measured.windowStart <= measured.windowEnd, where)
          assert.is(measured.remainingSalesCents, row.salesThresholdCents > 0 ? row.salesThresholdCents - measured.salesCents : null, where)
          assert.is(measured.remainingTransactions, row.transactionsThreshold === null ? null : row.transactionsThreshold - measured.transactions, where)
          const stateRow = report.states.find((found) => found.state === row.stateCode)
          if (stateRow) assert.is(row.nexusSince, stateRow.nexusSince, where)
        }
      }
    }
  })

  test.run()
}

function agreementOf(conclusion: Conclusion, computed: boolean): Conclusion['agreement'] {
  if (computed && conclusion.adviserAction !== null) {
    const same = conclusion.adviserAction === 'None' ? conclusion.computedAction === null : conclusion.adviserAction === conclusion.computedAction
    return same ? 'Agrees' : 'Disagrees'
  }
  return conclusion.listed ? 'Listed' : 'Not listed'
}

// ---- the cases issue 28 names ----

const cases = suite('one set of figures: the cases of issue 28')

const rowOf = (report: EntityReport, state: string): EntityStateRow => report.states.find((row) => row.state === state)!
const exposureRow = (report: EntityReport, state: string): Exposure =>
  [...report.exposures.crossed, ...report.exposures.approaching, ...report.exposures.exposed].find((row) => row.stateCode === state)!

cases('Cedar Edge TX: $10,078.62 on the year, $1,474.92 since collecting began on 2024-07-10, the exposure\'s 2024 tax to the cent', async () => {
  const study = await studyOf('examples/exposure-study')
  const tx = rowOf(study.entity('E'), 'TX')
  // 123,000.00 × 8.194 % = 10,078.62, the whole year; crossed 2024-06-10, Days After 30: 2024-07-10.
  assert.equal([dollars(tx.revenueCents), dollars(tx.liabilityCents!), tx.dateCrossedThreshold], ['123000.00', '10078.62', '2024-06-10'])
  assert.equal([tx.sinceNexusFrom, dollars(tx.liabilitySinceNexusCents!), dollars(tx.exposureTaxCents!), tx.reconciliation], ['2024-07-10', '1474.92', '1474.92', null])
})

cases('Cedar Edge UT: Exposed in 2024\'s test, nexus since 2023-01-01, $3,464.16 since nexus and of exposure tax', async () => {
  const study = await studyOf('examples/exposure-study')
  const ut = rowOf(study.entity('E'), 'UT')
  // 48,000.00 of 2024 sales, every day a collection day of the period 2023-01-01 to 2024-12-31: × 7.217 % = 3,464.16.
  assert.equal([ut.status, ut.liabilityCents, ut.nexusSince, ut.sinceNexusFrom], ['Exposed', null, '2023-01-01', '2024-01-01'])
  assert.equal([dollars(ut.liabilitySinceNexusCents!), dollars(ut.exposureTaxCents!), ut.reconciliation], ['3464.16', '3464.16', null])
  assert.is(exposureRow(study.entity('E'), 'UT').nexusSince, '2023-01-01')
})

cases('Cedar Wholesale VA: $7,129.91 on the year, $0 since nexus: collecting starts 2025-01-24', async () => {
  const study = await studyOf('examples/exposure-study')
  const va = rowOf(study.entity('W'), 'VA')
  // 123,590.09 × 5.769 % = 7,129.91; crossed 2024-11-25, collection 2025-01-24, after the tax year.
  assert.equal([dollars(va.liabilityCents!), va.sinceNexusFrom, va.liabilitySinceNexusCents, va.exposureTaxCents, va.reconciliation], ['7129.91', '2025-01-24', 0, 0, null])
})

cases('Cedar Retail KY: nexus since 2021, and a one-cent rounding per return beside the channels not taxed', async () => {
  const study = await studyOf('examples/exposure-study')
  const ky = rowOf(study.entity('R'), 'KY')
  assert.equal([ky.dateCrossedThreshold, ky.nexusSince, ky.liabilitySinceNexusCents], ['2024-01-01', '2021-01-01', ky.liabilityCents])
  assert.is(partsOf(ky.reconciliation).find((part) => part.reason === 'rounding per return')?.cents, 1)
  assert.ok(partsOf(ky.reconciliation).some((part) => part.reason === 'channels not taxed' && part.cents < 0))
})

cases('the sample\'s Client A in AZ: $34,550.82 on Total Sales, $26,171.82 on Sales After Nexus', async () => {
  const study = await studyOf('raw')
  const az = rowOf(study.entity('A'), 'AZ')
  // 412,350.18 × 8.379 % = 34,550.82; 312,350.18 × 8.379 % = 26,171.82.
  assert.equal([dollars(az.liabilityCents!), dollars(az.salesSinceNexusCents!), dollars(az.liabilitySinceNexusCents!), az.sinceNexusBasis],
    ['34550.82', '312350.18', '26171.82', 'Sales After Nexus'])
})

cases('the sample\'s Client S: AZ, PA, UT and WA, crossed and unlisted, are named with $37,464.35 since nexus', async () => {
  const study = await studyOf('raw')
  const s = study.recommendations.conclusions.find(({ entity }) => entity.code === 'S')!
  const unlisted = s.states.filter((state) => !state.listed)
  assert.equal(unlisted.map((state) => `${state.state} ${state.agreement}`), ['AZ Not listed', 'PA Not listed', 'UT Not listed', 'WA Not listed'])
  const report = study.entity('S')
  assert.is(add(unlisted.map((state) => state.liabilitySinceNexusCents!)), add(['AZ', 'PA', 'UT', 'WA'].map((state) => rowOf(report, state).liabilitySinceNexusCents!)))
  assert.is(dollars(add(unlisted.map((state) => state.liabilitySinceNexusCents!))), '37464.35')
  // Nothing computes an action in the sample: the registrations stay the adviser's 14 pairs in 10 states.
  assert.equal([study.recommendations.totalRegistrations, study.recommendations.uniqueStates], [14, 10])
})

cases('every percentage beside an amount of its own window: KY, MS and AK of the exposure example, RI and NY of the sample', async () => {
  const exposure = await studyOf('examples/exposure-study')
  const ky = exposureRow(exposure.entity('R'), 'KY').measured
  // 153,873.09 of 2023's sales (the window that passed) against 100,000.00, not 2024's 242,486.03.
  assert.equal([ky.part, ky.windowStart, ky.windowEnd, dollars(ky.salesCents), ky.percent], ['sales', '2023-01-01', '2023-12-31', '153873.09', 153.9])
  const ms = exposureRow(exposure.entity('E'), 'MS')
  assert.equal([ms.totalSalesCents, ms.measured.windowStart, ms.measured.windowEnd, dollars(ms.measured.salesCents), ms.measured.percent], [0, '2023-01-02', '2024-01-01', '156000.00', 156])
  const ak = exposureRow(exposure.entity('R'), 'AK')
  // Approaching on 93,364.14 of its window: 6,635.86 to go, not "−3,738" on 2024's 103,737.93.
  assert.equal([ak.overallStatus, dollars(ak.measured.remainingSalesCents!), dollars(ak.remainingToThresholdCents)], ['Approaching', '6635.86', '-3737.93'])
  const sample = await studyOf('raw')
  const ri = exposureRow(sample.entity('A'), 'RI').measured
  // Crossed on 236 of 200 transactions, Transactions Or Sales: not on its 64.1 % of sales.
  assert.equal([ri.part, ri.transactions, ri.percent, ri.remainingTransactions], ['transactions', 236, 118, -36])
  const ny = exposureRow(sample.entity('A'), 'NY')
  // Transactions And Sales: 104.3 % of sales, but 61 of 100 transactions, so Exposed.
  assert.equal([ny.overallStatus, ny.percentOfThreshold, ny.measured.part, ny.measured.percent], ['Exposed', 104.3, 'transactions', 61])
})

cases.run()
