/**
 * Every figure readable on a phone (issue 28, item 5): at 390 px, on every page of the sample, the
 * exposure example and the law example, with every table's every column shown, every money cell of
 * every table lies within the viewport (its box and its text's box), no table scrolls sideways and the
 * page does not either, and every TOTAL row shows each of its figures, labelled with its column's header.
 */
import * as assert from 'uvu/assert'
import { drawn, interactive, routesOf, withPage } from './harness.ts'
import { sampleDistDir, sitesSuite, type Site } from './sites.ts'

const WIDTH = 390
const STUDIES = ['examples/exposure-study', 'examples/exposure-study-law']

const { test, sites } = sitesSuite<Site>('tables on a phone (390 px)', { name: 'sample', dist: sampleDistDir }, { studies: STUDIES })

type Found = { tables: number; money: number; totals: number; offenders: string[] }

for (const site of sites) {
  test(`${site.name}: every money cell of every table within ${WIDTH} px, TOTAL rows showing their figures`, async () => {
    const routes = routesOf(site.dist)
    assert.ok(routes.length > 3, `${site.name} has pages`)
    let tables = 0
    let money = 0
    let totals = 0
    const offenders: string[] = []
    await withPage({ width: WIDTH }, async (page) => {
      for (const route of routes) {
        await page.goto(site.server!.url + route)
        await interactive(page)
        await drawn(page)
        // every column shown: the detail columns' figures too
        for (const button of await page.getByRole('button', { name: 'Every column' }).all()) await button.click()
        const found: Found = await page.evaluate((width) => {
          const out = { tables: 0, money: 0, totals: 0, offenders: [] as string[] }
          // no helper functions in here: tsx would wrap them in a __name() the page does not have
          const root = document.documentElement
          if (root.scrollWidth > root.clientWidth) out.offenders.push(`the page is ${root.scrollWidth} px wide`)
          for (const table of document.querySelectorAll('table')) {
            out.tables++
            const name = table.closest('[data-table]')?.getAttribute('data-table') ?? table.querySelector('caption')?.textContent ?? 'a table'
            const scroller = table.closest('.overflow-auto')
            if (scroller && scroller.scrollWidth > scroller.clientWidth + 1) out.offenders.push(`${name} scrolls ${scroller.scrollWidth} px in ${scroller.clientWidth} px`)
            for (const cell of table.querySelectorAll('tbody td, tbody th, tfoot td, tfoot th')) {
              const text = (cell.textContent ?? '').trim()
              if (!/\$\s?[\d,]+/.test(text)) continue
              if ((cell as HTMLElement).hidden) continue
              out.money++
              const box = cell.getBoundingClientRect()
              const range = document.createRange()
              range.selectNodeContents(cell)
              const inner = range.getBoundingClientRect()
              const where = `${name} "${text.slice(0, 30)}"`
              if (box.width < 1 || box.height < 1) out.offenders.push(`${where} is not shown`)
              else if (box.left < -0.5 || box.right > width + 0.5) out.offenders.push(`${where} spans ${Math.round(box.left)}..${Math.round(box.right)} px`)
              else if (inner.left < -0.5 || inner.right > width + 0.5) out.offenders.push(`${where}: its text spans ${Math.round(inner.left)}..${Math.round(inner.right)} px`)
            }
            for (const row of table.querySelectorAll('tr')) {
              if ((row.cells[0]?.textContent ?? '').trim() !== 'TOTAL') continue
              out.totals++
              for (const cell of row.cells) {
                const text = (cell.textContent ?? '').trim()
                if (text === '' || text === 'TOTAL' || (cell as HTMLElement).hidden) continue
                const box = cell.getBoundingClientRect()
                if (box.width < 1 || box.height < 1 || box.left < -0.5 || box.right > width + 0.5) out.offenders.push(`${name} TOTAL "${text}" is not on the screen`)
                // each figure named: its column's header beside it
                if (/\d/.test(text) && (cell.getAttribute('data-label') ?? '') === '') out.offenders.push(`${name} TOTAL "${text}" has no label`)
              }
            }
          }
          return out
        }, WIDTH)
        tables += found.tables
        money += found.money
        totals += found.totals
        offenders.push(...found.offenders.map((offender) => `${route}: ${offender}`))
      }
    })
    assert.ok(tables > 0 && money > 0 && totals > 0, `${site.name}: ${tables} tables, ${money} money cells, ${totals} TOTAL rows measured`)
    assert.equal(offenders.slice(0, 30), [], `${site.name}: ${offenders.length} offenders`)
  })
}

test.run()
