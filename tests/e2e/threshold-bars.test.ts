/**
 * Threshold bars follow the theme (issue 28, item 7): in the dark scheme their track was a white slab.
 * On the first separate-analysis page that draws bars, in light and dark, the track's computed colour is
 * the theme's --progress-track (white in light, dark in dark; the purge keeps the variables, which
 * another chunk's stylesheet reads), and a crossed bar's fill the theme's --progress-crossed.
 */
import * as assert from 'uvu/assert'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { dist, drawn, interactive, routesOf, siteSuite, withPage } from './harness.ts'

let origin = ''
const test = siteSuite('threshold bars in both themes', (url) => (origin = url))

const route = routesOf(fileURLToPath(dist)).find((path) => path.endsWith('-separate') && readFileSync(new URL(`.${path}/index.html`, dist), 'utf8').includes('progress-bar'))

for (const dark of [false, true]) {
  test(`the track and a crossed fill take the ${dark ? 'dark' : 'light'} theme's colours`, async () => {
    assert.ok(route, 'a separate-analysis page draws threshold bars')
    await withPage({ dark }, async (page) => {
      await page.goto(origin + route)
      await interactive(page)
      await drawn(page)
      // no helper functions in here: tsx would wrap them in a __name() the page does not have
      const seen = await page.evaluate(() => {
        const root = getComputedStyle(document.documentElement)
        const element = document.createElement('i')
        document.body.append(element)
        element.style.color = root.getPropertyValue('--progress-track').trim() || 'transparent'
        const trackVar = getComputedStyle(element).color
        element.style.color = root.getPropertyValue('--progress-crossed').trim() || 'transparent'
        const fillVar = getComputedStyle(element).color
        element.remove()
        const bar = document.querySelector('.progress-bar')!
        const crossed = document.querySelector(".progress-bar[data-zone='crossed'] .progress-fill")
        return { track: getComputedStyle(bar).backgroundColor, trackVar, fill: crossed ? getComputedStyle(crossed).backgroundColor : null, fillVar }
      })
      assert.is(seen.track, seen.trackVar)
      assert.is(seen.track, dark ? 'rgb(30, 41, 59)' : 'rgb(255, 255, 255)')
      assert.ok(seen.fill, 'a crossed bar is drawn')
      assert.is(seen.fill, seen.fillVar)
      assert.is.not(seen.fill, 'rgba(0, 0, 0, 0)')
    })
  })
}

test.run()
