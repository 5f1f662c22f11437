/**
 * The e2e harness: serves the built site (web/dist) in-process on a free port and shares one headless
 * Chromium across the browser tests. Each page records its console errors and any request that leaves
 * the site's origin.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { posix, sep } from 'node:path'
import { createRequire } from 'node:module'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { serve, type Running } from '../../web/serve.ts'
import { MARGIN } from '../../web/pdf.ts'

export const dist = new URL('../../web/dist/', import.meta.url)
export const screenshots = new URL('../screenshots/', import.meta.url)

export function requireBuild() {
  if (!existsSync(new URL('404.html', dist))) throw new Error('web/dist is not built: run `npm run build` first')
}

/** Every route a built site has: each prerendered index.html, by path. */
export function routesOf(dist: string): string[] {
  return readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((file) => file === 'index.html' || file.endsWith(`${sep}index.html`))
    .map((file) => `/${file.split(sep).slice(0, -1).join(posix.sep)}`)
    .sort()
}

let server: Running | undefined
let browser: Browser | undefined

export async function startSite(): Promise<string> {
  requireBuild()
  server ??= await serve(0)
  return server.url
}

export async function stopSite() {
  await server?.close()
  server = undefined
}

/**
 * NEXUS_E2E_CPU_SLOWDOWN=N runs every page's CPU N times slower (Chromium's CPU throttling, as DevTools
 * does), to bring out a test that reads a page before what it checks is there, as a loaded machine may.
 */
const slowdown = Number(process.env.NEXUS_E2E_CPU_SLOWDOWN ?? 1)

export async function startBrowser(): Promise<Browser> {
  if (!browser) {
    browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    })
    if (slowdown > 1) throttled(browser)
  }
  return browser
}

/** Each page of each context of the browser with its CPU slowed down before it is handed over. */
function throttled(launched: Browser) {
  const newContext = launched.newContext.bind(launched)
  launched.newContext = async (options) => {
    const context = await newContext(options)
    const newPage = context.newPage.bind(context)
    context.newPage = async () => {
      const page = await newPage()
      await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: slowdown })
      return page
    }
    return context
  }
}

export async function stopBrowser() {
  await browser?.close()
  browser = undefined
}

export type Watched = { page: Page; context: BrowserContext; consoleErrors: string[]; foreignRequests: string[] }

/** A fresh page at laptop size that records console errors, page errors and requests to other origins. */
export async function watchedPage(origin: string): Promise<Watched> {
  const context = await (await startBrowser()).newContext({ viewport: { width: 1366, height: 768 } })
  const page = await context.newPage()
  const consoleErrors: string[] = []
  const foreignRequests: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text())
  })
  page.on('pageerror', (error) => consoleErrors.push(`pageerror: ${error.message}`))
  page.on('request', (request) => {
    const url = request.url()
    if (!url.startsWith('data:') && new URL(url).origin !== new URL(origin).origin) foreignRequests.push(url)
  })
  return { page, context, consoleErrors, foreignRequests }
}

/**
 * A suite of browser tests on the built site: `onStart` gets the site's URL before the first test, and
 * the browser and the server close after the last.
 */
export function siteSuite(name: string, onStart: (origin: string) => void) {
  const test = suite(name)
  test.before(async () => {
    onStart(await startSite())
  })
  test.after(async () => {
    await stopBrowser()
    await stopSite()
  })
  return test
}

/**
 * Runs `run` on a fresh watched page, then asserts the page logged no console error (and, with
 * `sameOrigin`, requested nothing outside the site); the page's context is closed either way.
 */
export async function withWatchedPage(
  origin: string,
  run: (watched: Watched) => Promise<void>,
  { sameOrigin = false }: { sameOrigin?: boolean } = {},
): Promise<void> {
  const watched = await watchedPage(origin)
  try {
    await run(watched)
    assert.equal(watched.consoleErrors, [], 'console errors')
    if (sameOrigin) assert.equal(watched.foreignRequests, [], 'requests outside the site')
  } finally {
    await watched.context.close()
  }
}

export type PageOptions = { width?: number; dark?: boolean }

/**
 * Runs `run` on a fresh page at the width asked (1366 px unless told) in the light or dark colour scheme,
 * downloads accepted and the site's policy bypassed (axe-core is injected as an inline script, which the
 * policy, tested in policy.test.ts, would block); the page's context is closed either way.
 */
export async function withPage(options: PageOptions, run: (page: Page) => Promise<void>): Promise<void> {
  const context = await (await startBrowser()).newContext({
    viewport: { width: options.width ?? 1366, height: 800 },
    colorScheme: options.dark ? 'dark' : 'light',
    acceptDownloads: true,
    bypassCSP: true,
  })
  const page = await context.newPage()
  try {
    await run(page)
  } finally {
    await context.close()
  }
}

/** `run` on the page at origin + path, loaded and hydrated (withPage's), then asserts the page logged no console or page error. */
export async function withHydratedPage(origin: string, path: string, run: (page: Page) => Promise<void>, options: PageOptions = {}): Promise<void> {
  await withPage(options, async (page) => {
    const errors: string[] = []
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto(origin + path)
    await interactive(page)
    await run(page)
    assert.equal(errors, [], `console errors on ${path}`)
  })
}

const mm = (text: string) => Number(text.replace('mm', ''))
/** The printable width in CSS pixels (96 per inch) of a portrait page with the PDF's side margins. */
const printable = (paperMm: number) => Math.floor(((paperMm - mm(MARGIN.left) - mm(MARGIN.right)) * 96) / 25.4)
export const PAPERS = [
  { name: 'Letter', width: printable(215.9) },
  { name: 'A4', width: printable(210) },
]

/**
 * What does not fit the page as laid out now (print media at a paper's printable width, say): the page
 * wider than the window, any element reaching past either edge, any element clipping its content.
 */
export function layoutOffenders(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const limit = document.documentElement.clientWidth
    const found: string[] = []
    if (document.documentElement.scrollWidth > limit) found.push(`the page is ${document.documentElement.scrollWidth} px wide`)
    for (const element of document.querySelectorAll('body *')) {
      const box = element.getBoundingClientRect()
      if (box.width <= 1 || box.height <= 1) continue // hidden, or visually hidden for screen readers
      // no helper functions in here: tsx would wrap them in a __name() the page does not have
      const label = `${element.tagName.toLowerCase()}.${String(element.getAttribute('class') ?? '').split(' ').join('.')} "${(element.textContent ?? '').trim().slice(0, 40)}"`
      if (box.right > limit + 0.5 || box.left < -0.5) found.push(`${label} spans ${Math.round(box.left)}..${Math.round(box.right)} px`)
      const style = getComputedStyle(element)
      if (style.overflowX !== 'visible' && element.clientWidth > 0 && element.scrollWidth > element.clientWidth + 1) {
        found.push(`${label} clips ${element.scrollWidth} px of content to ${element.clientWidth} px`)
      }
    }
    return found
  })
}

/** Resolves once React has committed the page (web/src/main.tsx marks <html data-interactive>). */
export async function interactive(page: Page) {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-interactive'))
}

/**
 * Resolves once the page is drawn as a reader sees it, as the PDF printer waits (web/pdf.ts): committed,
 * nothing aria-busy, every chart drawn, its fonts in. What loads after hydration (data, lazy charts) can
 * move what is below it: read the page, or click in it, after this rather than after interactive().
 */
export { drawn } from '../../web/pdf.ts'

/**
 * Resize observers that stay silent while the page is laid out for paper (<html data-printing>), as
 * printing holds them: give it to a page before it loads (page.addInitScript).
 */
export const HOLD_RESIZE_OBSERVERS = `{
  const Observer = window.ResizeObserver
  window.ResizeObserver = class extends Observer {
    constructor(callback) {
      super((...args) => document.documentElement.hasAttribute('data-printing') || callback(...args))
    }
  }
}`

/**
 * The page laid out as Chromium prints it (Ctrl+P, the PDF): drawn on screen first (drawn()), it is laid
 * out again at the paper's printable width with print media and no script run, so a chart keeps the size
 * it was drawn at (the page must hold HOLD_RESIZE_OBSERVERS). Undone by screenLayout().
 */
export async function printLayout(page: Page, width: number) {
  await page.evaluate(() => document.documentElement.setAttribute('data-printing', ''))
  await page.emulateMedia({ media: 'print' })
  await page.setViewportSize({ width, height: 1000 })
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
}

/** The page back on screen at the size given, its resize observers heard again. */
export async function screenLayout(page: Page, size: { width: number; height: number }) {
  await page.evaluate(() => document.documentElement.removeAttribute('data-printing'))
  await page.emulateMedia({ media: 'screen' })
  await page.setViewportSize(size)
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/**
 * axe-core's violations on the page as it is, one line each (rule, count, first target). axe is
 * injected as an inline script: the page's context must bypass the site's policy (bypassCSP).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource })
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: () => Promise<{ violations: { id: string; nodes: { target: unknown }[] }[] }> } }).axe
    const result = await axe.run()
    return result.violations.map((violation) => `${violation.id} (${violation.nodes.length}: ${JSON.stringify(violation.nodes[0]?.target)})`)
  })
}
