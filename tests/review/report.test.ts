/**
 * npm run diff's review (review/report.ts) of real changes to a small study of our own
 * (tests/fixtures/other-study, compiled by the pipeline before and after an edit of its raw files):
 * each kind of change is told in words with its figures, exact to the cent, and whatever the sections
 * do not tell is listed by file and JSON path.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { fs, path } from 'zx'
import { block, compiled, edits, replace, reviewOf, summaryOf } from './studies.ts'

const base = await compiled()

test('identical studies print one line saying there are no changes', async () => {
  const again = await compiled()
  assert.is(await reviewOf(base, again), `No changes: \`${base}\` and \`${again}\` hold the same study (8 files).\n`)
})

test('a revenue change: the totals before and after with signed differences, the state row, and the finding it raises', async () => {
  // X1's CA revenue up by 100.00 (rate 7.25 %): liability 600,000.07 × 7.25 % = 43,500.01 → 600,100.07 × 7.25 % = 43,507.26.
  const after = await compiled(replace('revenue/X1.csv', 'CA,600000.07', 'CA,600100.07'))
  const review = await reviewOf(base, after)
  assert.is(summaryOf(review), `From \`${base}\` to \`${after}\`. 2 entities, none added or removed. No state changed status. ` +
    'Total revenue $950,162.22 → $950,262.22 (+100.00); taxable revenue $700,001.07 → $700,101.07 (+100.00); liability $50,000.08 → $50,007.33 (+7.25). ' +
    'Findings 3 → 4 (warnings 3 → 4, notices 0): 1 added.')
  assert.equal(block(review, 'Revenue and liability'), [
    'Revenue and liability: total revenue $850,100.72 → $850,200.72 (+100.00); taxable revenue $600,000.07 → $600,100.07 (+100.00); liability $43,500.01 → $43,507.26 (+7.25).',
  ])
  assert.equal(block(review, '| State | Status'), [
    '| State | Status | Rate | Revenue | Difference | Liability | Difference |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: |',
    '| CA | Crossed Threshold | 7.250% | $600,000.07 → $600,100.07 | +100.00 | $43,500.01 → $43,507.26 | +7.25 |',
  ])
  assert.equal(block(review, '- Finding'), [
    "- Finding added (warning, `REVENUE_DIFFERS_FROM_EXPORT`, CA): Revenue in CA is $600,100.07 in revenue/X1.csv, but the export's Total Sales is $600,000.07. (`revenue/X1.csv:2`)",
  ])
  // The study-level copy of the state's figures is not in a section: listed by path, money as money.
  assert.equal(block(review, '- `consolidated.json`'), [
    '- `consolidated.json`:',
    '  - `states[CA].combinedRevenueCents` (alike in `topLiability`, `topRevenue`): $600,000.07 → $600,100.07 (+100.00)',
    '  - `states[CA].liabilityCents` (alike in `topLiability`, `topRevenue`): $43,500.01 → $43,507.26 (+7.25)',
  ])
  assert.not.match(review, 'entities/X1.json', 'everything that changed in the report is in its section')
})

test('a fall in revenue is signed with a true minus sign, and the finding it had raised is removed', async () => {
  const before = await compiled(replace('revenue/X1.csv', 'CA,600000.07', 'CA,600100.07'))
  const review = await reviewOf(before, base)
  assert.match(review, '| CA | Crossed Threshold | 7.250% | $600,100.07 → $600,000.07 | \u2212100.00 | $43,507.26 → $43,500.01 | \u22127.25 |')
  assert.match(review, '- Finding removed (warning, `REVENUE_DIFFERS_FROM_EXPORT`, CA)')
  assert.match(summaryOf(review), 'Findings 4 → 3 (warnings 4 → 3, notices 0): 1 removed.')
})

test('a status change: the state, old and new status, the date crossed, the nexus states, and the liability it takes away', async () => {
  const after = await compiled(replace('nexus/X1.csv', 'Crossed Threshold,Sales,Previous Or Current', 'Approaching,Sales,Previous Or Current'))
  const review = await reviewOf(base, after)
  assert.match(summaryOf(review), 'Status changed in 1 state: Xylo Ltd (X1) in CA, Crossed Threshold → Approaching. ')
  assert.match(summaryOf(review), 'liability $50,000.08 → $6,500.07 (\u221243,500.01)')
  assert.equal(block(review, 'Nexus in'), ['Nexus in no state (1 before): CA removed.'])
  assert.equal(block(review, '| State | Before'), [
    '| State | Before | After | Date crossed |',
    '| --- | --- | --- | --- |',
    '| CA | Crossed Threshold | Approaching | 2023-12-31 → - |',
  ])
  assert.match(review, '| CA | Crossed Threshold → Approaching | 7.250% | $600,000.07 | 0.00 | $43,500.01 → - | \u221243,500.01 |')
  assert.match(review, '- Finding added (warning, `RECOMMENDED_NOT_CROSSED`, CA)')
  // The export's row moved from crossed to approaching and nothing else in it changed: told by the status.
  assert.not.match(review, 'exposures.')
})

test('an entity added and removed: named in the summary, its figures in one line, its report added or removed by path', async () => {
  const withN1 = await compiled(edits(
    replace('study.json', '{ "code": "Q",', '{ "code": "N1", "name": "Nova | *Inc*", "colour": "teal", "revenue": "revenue/N1.csv" },\n    { "code": "Q",'),
    async (raw) => fs.writeFile(path.join(raw, 'revenue/N1.csv'), 'State,Revenue\nWA,12.34\nCA,5\n'),
  ))
  const added = await reviewOf(base, withN1)
  // WA is Crossed Threshold by the default statuses (6.5 %): 12.34 × 6.5 % = 0.8021 → 0.80.
  assert.match(summaryOf(added), '3 entities (2 before): added Nova \\| \\*Inc\\* (N1). No state changed status. Total revenue $950,162.22 → $950,179.56 (+17.34)')
  assert.match(added, '### Nova \\| \\*Inc\\* (N1): added\n\nAdded: total revenue $17.34, taxable revenue $12.34, liability $0.80; nexus in WA (2 states with revenue).')
  assert.match(added, '- Finding added (warning, `CROSSED_NOT_RECOMMENDED`, WA)')
  assert.match(added, '- `entities/N1.json`: added')

  const removed = await reviewOf(withN1, base)
  assert.match(summaryOf(removed), '2 entities (3 before): removed Nova \\| \\*Inc\\* (N1).')
  assert.match(removed, '### Nova \\| \\*Inc\\* (N1): removed\n\nRemoved: it had total revenue $17.34, taxable revenue $12.34, liability $0.80; nexus in WA (2 states with revenue).')
  assert.match(removed, '- Finding removed (warning, `CROSSED_NOT_RECOMMENDED`, WA)')
  assert.match(removed, '- `entities/N1.json`: removed')
})

test('a recommendation change: what in it changed, under its entity', async () => {
  const after = await compiled(replace('recommendations.csv', /Q,WA TX,"Register, then file","Register in WA, then TX\r?\nafter review"/, 'Q,WA,"Register, then file",Register in WA'))
  const review = await reviewOf(base, after)
  assert.equal(block(review, '### Quill'), ['### Quill & Co (Q)'])
  assert.equal(block(review, 'Registration Recommendations'), ['Registration Recommendations: states TX, WA → WA (TX removed); note “Register in WA, then TX after review” → “Register in WA”.'])
  assert.match(review, '- Finding removed (warning, `RECOMMENDED_NOT_CROSSED`, TX)')
  assert.match(review, '  - `totalRegistrations`: `3` → `2`')
})

test('a change no section tells is listed by file and JSON path, so nothing is hidden', async () => {
  const after = await compiled(replace('nexus/X1.csv', 'USD,70.00,50.00,Approaching', 'USD,71.00,50.00,Approaching'))
  const review = await reviewOf(base, after)
  assert.match(review, '- `entities/X1.json`:\n  - `exposures.approaching[NY].percentOfTransactionsThreshold`: `70` → `71`\n  - `exposures.approaching[NY].transactionsPercentage`: `70` → `71`')
})

test('a study with dated sales: an earlier crossing moves the date crossed, and its running measures are listed by path', async () => {
  const example = 'examples/transactions-study'
  const before = await compiled(undefined, example)
  // A sale of 200,000.00 in NJ on 1 February: Harbor Home crosses NJ's threshold then, not on 31 August.
  const after = await compiled(replace('transactions/H.csv', 'Date,State,Amount\n', 'Date,State,Amount\n2024-02-01,NJ,200000.00\n'), example)
  const review = await reviewOf(before, after)
  assert.match(summaryOf(review), 'No state changed status. The date crossed moved in 1 state: Harbor Home (H) in NJ, 2024-08-31 → 2024-02-01. ')
  assert.match(review, '| NJ | Crossed Threshold | Crossed Threshold | 2024-08-31 → 2024-02-01 |')
  // 200,000.00 × 6.601 % = 13,202.00
  assert.match(review, '| NJ | Crossed Threshold | 6.601% | $137,065.89 → $337,065.89 | +200,000.00 | $9,047.72 → $22,249.72 | +13,202.00 |')
  assert.match(review, '- `running/H.json`:\n  - `states[NJ].points[2024-05-13].passes`: `false` → `true`\n  - `states[NJ].points[2024-05-13].percent`: `49.51` → `249.51`')
  assert.not.match(review, 'dateCrossedThreshold', 'the date is told once, by the status change')
})

test.run()
