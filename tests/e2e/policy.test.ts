import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import * as assert from 'uvu/assert'
import { CONTENT_SECURITY_POLICY, META_CONTENT_SECURITY_POLICY } from '../../web/security.ts'
import { overview, routes } from './expected.ts'
import { type Watched, dist, interactive, siteSuite, watchedPage } from './harness.ts'
import { paths } from './paths.ts'

let origin = ''
const test = siteSuite('the site in a browser: its security policy, and routes matched exactly', (url) => {
  origin = url
})

type Violations = { violations: string[] }

/** A watched page that also records every content-security-policy violation the browser reports. */
async function policyPage(): Promise<Watched> {
  const watched = await watchedPage(origin)
  await watched.page.addInitScript(() => {
    const record = window as unknown as Violations
    record.violations = []
    document.addEventListener('securitypolicyviolation', (event) => {
      record.violations.push(`${event.violatedDirective} ${event.blockedURI}`)
    })
  })
  return watched
}

const violations = (watched: Watched) => watched.page.evaluate(() => (window as unknown as Violations).violations)


function htmlFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return entry.name.startsWith('.') ? [] : htmlFiles(path)
    return entry.name.endsWith('.html') ? [path] : []
  })
}

/** Console lines other than the browser's own note of a 404 answer and the not-found page's log of the path. */
const unexpected = (lines: string[]) =>
  lines.filter((line) => !line.startsWith('Failed to load resource') && !line.startsWith('404 Error: User attempted to access'))

test('no built page carries an inline script or event handler, and every page carries the policy as <meta>', () => {
  const files = htmlFiles(fileURLToPath(dist))
  assert.ok(files.length >= routes().length + 1, `${files.length} pages`)
  for (const file of files) {
    const html = readFileSync(file, 'utf8')
    const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/gi)]
    assert.ok(scripts.length > 0, file)
    for (const [tag, content] of scripts) {
      assert.match(tag, /\ssrc="\/assets\/[^"]+\.js"/, `${file}: ${tag}`)
      assert.is(content, '', file)
    }
    assert.not.match(html, /<[a-z][^>]*\son[a-z]+\s*=/i, `${file} has an inline event handler`)
    assert.ok(html.includes(`<meta http-equiv="Content-Security-Policy" content="${META_CONTENT_SECURITY_POLICY}">`), file)
  }
})

for (const path of [...routes().map((route) => route.path), '/no-such-page']) {
  test(`${path} loads and hydrates with no policy violation and no console error`, async () => {
    const watched = await policyPage()
    try {
      const response = await watched.page.goto(origin + path)
      assert.is(response?.headers()['content-security-policy'], CONTENT_SECURITY_POLICY)
      await interactive(watched.page)
      await watched.page.waitForTimeout(100)
      assert.equal(await violations(watched), [])
      assert.equal(unexpected(watched.consoleErrors), [])
    } finally {
      await watched.context.close()
    }
  })
}

test('the policy is in force: a script injected inline is refused and reported', async () => {
  const watched = await policyPage()
  try {
    await watched.page.goto(origin + '/')
    await interactive(watched.page)
    await watched.page.evaluate(() => {
      const script = document.createElement('script')
      script.textContent = 'window.injectedRan = true'
      document.body.append(script)
    })
    await watched.page.waitForFunction(() => (window as unknown as Violations).violations.length > 0)
    assert.is(await watched.page.evaluate(() => (window as unknown as { injectedRan?: boolean }).injectedRan), undefined)
    assert.match((await violations(watched))[0]!, /^script-src/)
  } finally {
    await watched.context.close()
  }
})

const otherCapitals = [
  paths.report(overview.entities[0]!.entity).toUpperCase(),
  paths.consolidated.replace(/^\/(.)/, (_all, first: string) => `/${first.toUpperCase()}`),
]

for (const path of otherCapitals) {
  test(`${path} is not found on the server (404) and in the client, with no hydration error`, async () => {
    const watched = await policyPage()
    try {
      const response = await watched.page.goto(origin + path)
      assert.is(response?.status(), 404)
      await interactive(watched.page)
      await watched.page.waitForTimeout(200)
      assert.ok(await watched.page.getByText('Oops! Page not found').isVisible())
      assert.is(await watched.page.locator('h1').count(), 1)
      assert.is(new URL(watched.page.url()).pathname, path)
      assert.equal(unexpected(watched.consoleErrors), [], 'no React error #418')
      assert.ok(watched.consoleErrors.some((line) => line.includes(path)), 'the not-found page logs the path')
    } finally {
      await watched.context.close()
    }
  })
}

test("a page asked for by its file name lands on its route and shows that page, with no hydration error", async () => {
  const { entity } = overview.entities[0]!
  const watched = await policyPage()
  try {
    const response = await watched.page.goto(`${origin}${paths.report(entity)}/index.html`)
    assert.is(response?.status(), 200)
    assert.is(new URL(watched.page.url()).pathname, paths.report(entity))
    await interactive(watched.page)
    await watched.page.getByRole('heading', { level: 1, name: entity.name }).waitFor()
    await watched.page.waitForTimeout(100)
    assert.equal(watched.consoleErrors, [])
  } finally {
    await watched.context.close()
  }
})

test.run()
