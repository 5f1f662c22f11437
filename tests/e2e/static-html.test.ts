import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { htmlText, routes, overview, consolidated, recommendations, entityByName } from './expected.ts'
import { startSite, stopSite } from './harness.ts'
import { usd, count } from '../../web/src/format.ts'
import { paths } from './paths.ts'

const test = suite('prerendered HTML, read without running scripts')
let origin = ''

test.before(async () => {
  origin = await startSite()
})
test.after(stopSite)

async function fetchText(path: string): Promise<{ status: number; text: string; html: string }> {
  const response = await fetch(origin + path)
  const html = await response.text()
  return { status: response.status, text: htmlText(html), html }
}

for (const route of routes()) {
  test(`${route.path} is served as its own HTML file that already shows its figures`, async () => {
    const { status, text, html } = await fetchText(route.path)
    assert.is(status, 200)
    assert.ok(html.includes('<div id="root"><'), 'the root is prerendered, not empty')
    assert.ok(text.includes(route.heading), `the heading "${route.heading}" is in the HTML`)
    const missing = route.texts.filter((expected) => !text.includes(expected))
    assert.equal(missing, [], `texts missing from ${route.path}`)
  })
}

test('the home page is titled with the study: its product, then the site and the tax year', async () => {
  const { html } = await fetchText('/')
  assert.match(html, `<title>${overview.study.productName} · Economic Nexus Studies ${overview.study.taxYear}</title>`)
})

test('a deep link with a trailing slash is served too', async () => {
  const path = paths.separate(overview.entities.at(-1)!.entity)
  const { status, text } = await fetchText(`${path}/`)
  assert.is(status, 200)
  assert.ok(text.includes('Separate Entity Nexus Analysis'))
})

test('an unknown path is answered with the not-found page and status 404', async () => {
  const { status, text } = await fetchText('/no-such-page')
  assert.is(status, 404)
  assert.ok(text.includes('Oops! Page not found'))
  assert.ok(text.includes('Return to Home'))
})

test('the sample consolidated page shows $266,413.64 of liability and 9 states with nexus before scripts run', async () => {
  const { text } = await fetchText(paths.consolidated)
  assert.ok(text.includes('$266,413.64'))
  assert.ok(text.includes(`States with Nexus 9 of ${count(consolidated.totals.statesWithActivity)} with activity`), text.slice(0, 2000))
  assert.is(usd(consolidated.totals.liabilityCents), '$266,413.64')
})

test("the sample Client A report shows $105,352.97 of liability and '5 of 37' states with nexus", async () => {
  const a = entityByName('Client A')
  const { text } = await fetchText(paths.report(a.entity))
  assert.ok(text.includes('Estimated Tax Liability $105,352.97'))
  assert.ok(text.includes('States with Nexus 5 of 37'))
})

test('the sample recommendations page shows 14 registrations in 10 unique states', async () => {
  const { text } = await fetchText(paths.recommendations(overview.study))
  assert.ok(text.includes('Total Registrations 14'))
  assert.ok(text.includes('Unique States 10'))
  assert.ok(text.includes('Recommend registration and filing in 10 US states (14 registrations)'))
  assert.is(recommendations.totalRegistrations, 14)
})

test.run()
