/**
 * A long table's TOTAL (web/src/components/DataTable.tsx): it adds every row, so it stands under each
 * page of a paged table, with a line saying so, as long as no filter leaves a row out; a short table's
 * TOTAL needs no such line. Rendered as the prerender renders a page (react-dom/server).
 */
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { Column } from '../../report/columns.ts'
import { PAGE_ROWS } from '../../web/src/components/DataTable.tsx'
import { ReportTable } from '../../web/src/components/ReportTable.tsx'
import { usd } from '../../web/src/format.ts'

type Row = { period: string; taxCents: number }
const table = { id: 'returns-probe', caption: 'Returns' }
const columns: Column<Row>[] = [
  { key: 'period', header: 'Period', kind: 'text', value: (row) => row.period },
  { key: 'tax', header: 'Tax', kind: 'money', value: (row) => row.taxCents },
]
// rows of unequal tax, so a TOTAL of one page differs from the TOTAL of all
const rowsOf = (n: number): Row[] => Array.from({ length: n }, (_, index) => ({ period: `period ${index + 1}`, taxCents: 1_000 + 37 * index }))
const sum = (rows: Row[]) => rows.reduce((total, row) => total + row.taxCents, 0)

function render(rows: Row[]) {
  const html = renderToStaticMarkup(
    createElement(ReportTable<Row>, { table, columns, rows, total: { tax: sum(rows) }, rowKey: (row) => row.period, fileName: ['probe'], noun: { one: 'return', other: 'returns' } }),
  )
  const foot = /<tfoot>(.*?)<\/tfoot>/s.exec(html)?.[1] ?? null
  return { foot, bodyRows: (/<tbody>(.*?)<\/tbody>/s.exec(html)?.[1] ?? '').split('<tr').length - 1, note: /The TOTAL adds all ([\d,]+) returns, on every page\./.exec(html)?.[1] ?? null }
}

test('a table longer than a page shows its first page, and under it the TOTAL of every row, saying so', () => {
  const rows = rowsOf(PAGE_ROWS + 37)
  const { foot, bodyRows, note } = render(rows)
  assert.is(bodyRows, PAGE_ROWS)
  assert.ok(foot, 'a TOTAL row under the page')
  assert.match(foot!, '>TOTAL<')
  assert.match(foot!, `>${usd(sum(rows))}<`)
  assert.is.not(usd(sum(rows)), usd(sum(rows.slice(0, PAGE_ROWS))))
  assert.is(note, String(PAGE_ROWS + 37))
})

test('a table of one page shows its TOTAL with no line about pages', () => {
  const rows = rowsOf(12)
  const { foot, bodyRows, note } = render(rows)
  assert.is(bodyRows, 12)
  assert.match(foot!, `>${usd(sum(rows))}<`)
  assert.is(note, null)
})

test.run()
