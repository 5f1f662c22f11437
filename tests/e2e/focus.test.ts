/**
 * Keyboard focus stays visible on a table's sort buttons (issue 28, item 7): their `all: unset` came
 * after the site's :focus-visible ring and removed it. Tabbed to, in the light and the dark scheme, the
 * sort button draws the site's solid ring (3 px, the --focus-ring colour), as every other control does.
 */
import * as assert from 'uvu/assert'
import { drawn, interactive, siteSuite, withPage } from './harness.ts'
import { paths } from './paths.ts'

let origin = ''
const test = siteSuite('a focused sort button shows its ring', (url) => (origin = url))

for (const dark of [false, true]) {
  test(`tabbing to a sort button draws the focus ring (${dark ? 'dark' : 'light'})`, async () => {
    await withPage({ dark }, async (page) => {
      await page.goto(origin + paths.consolidated)
      await interactive(page)
      await drawn(page)
      let ring: { outline: string; ring: string } | null = null
      for (let tab = 0; tab < 80 && ring === null; tab++) {
        await page.keyboard.press('Tab')
        ring = await page.evaluate(() => {
          const active = document.activeElement
          if (!(active instanceof HTMLButtonElement) || !active.classList.contains('sort')) return null
          const style = getComputedStyle(active)
          return { outline: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`, ring: getComputedStyle(document.documentElement).getPropertyValue('--focus-ring').trim() }
        })
      }
      assert.ok(ring, 'Tab reaches a sort button')
      const expected = await page.evaluate((colour) => {
        const probe = document.createElement('i')
        probe.style.color = colour
        document.body.append(probe)
        const rgb = getComputedStyle(probe).color
        probe.remove()
        return rgb
      }, ring!.ring)
      assert.is(ring!.outline, `solid 3px ${expected}`)
    })
  })
}

test.run()
