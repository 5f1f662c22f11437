import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { serve, IMMUTABLE, REVALIDATE, type Running } from '../../web/serve.ts'
import { CONTENT_SECURITY_POLICY } from '../../web/security.ts'
import { repo } from '../../web/folders.ts'
import { overview, routes } from './expected.ts'
import { dist, requireBuild } from './harness.ts'
import { startedServing, whatRemains } from './processes.ts'
import { paths } from './paths.ts'

const test = suite('npm run serve')
const distPath = fileURLToPath(dist)
let site: Running | undefined
let copy = ''

/** A copy of the built site that a test may change under the running server. */
function freshCopy(): string {
  const folder = mkdtempSync(join(tmpdir(), 'nexus-serve-'))
  cpSync(distPath, folder, { recursive: true })
  return folder
}

test.before(async () => {
  requireBuild()
  copy = freshCopy()
  site = await serve(0, copy)
})
test.after(async () => {
  await site?.close()
  rmSync(copy, { recursive: true, force: true })
})

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }

/** One raw HTTP exchange: no decompression, no redirects followed, the body as bytes. */
function get(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method, headers }, (incoming) => {
      const chunks: Buffer[] = []
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
      incoming.on('end', () => resolve({ status: incoming.statusCode!, headers: incoming.headers, body: Buffer.concat(chunks) }))
      incoming.on('error', reject)
    })
    outgoing.on('error', reject)
    outgoing.end()
  })
}

/** The bytes a raw request (written whole, as given; it asks the server to close) is answered with, until the server closes. */
function exchange(url: string, raw: string): Promise<string> {
  const { hostname, port } = new URL(url)
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    const socket = connect(Number(port), hostname === 'localhost' ? '127.0.0.1' : hostname, () => socket.write(raw))
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    socket.on('end', () => resolve(Buffer.concat(chunks).toString()))
    socket.on('error', reject)
  })
}

const at = (path: string) => site!.url + path
const file = (root: string, path: string) => readFileSync(join(root, path))
const assets = () => readdirSync(join(distPath, 'assets'))
const asset = (pattern: RegExp) => `/assets/${assets().find((name) => pattern.test(name))!}`
const notFoundPage = () => file(distPath, '404.html')

test('a reversed range (bytes=5-2) is answered 416 and the server keeps serving', async () => {
  const answer = await get(at('/'), { Range: 'bytes=5-2' })
  assert.is(answer.status, 416)
  assert.is(answer.headers['content-range'], `bytes */${file(distPath, 'index.html').length}`)
  assert.is((await get(at('/'))).status, 200)
})

test('a range ending beyond 2^53 is answered 206 with the rest of the file', async () => {
  const whole = file(distPath, 'index.html')
  const answer = await get(at('/'), { Range: 'bytes=10-9007199254740993' })
  assert.is(answer.status, 206)
  assert.is(answer.headers['content-range'], `bytes 10-${whole.length - 1}/${whole.length}`)
  assert.equal(answer.body, whole.subarray(10))
})

test('an asset removed after the server started (a rebuild) is answered 404 with the not-found page, and serving goes on', async () => {
  const script = asset(/^index-.*\.js$/)
  assert.is((await get(at(script))).status, 200)
  rmSync(join(copy, script))
  const gone = await get(at(script))
  assert.is(gone.status, 404)
  assert.equal(gone.body, notFoundPage())
  assert.is(gone.headers['content-length'], String(notFoundPage().length))
  assert.is((await get(at('/'))).status, 200)
  cpSync(join(distPath, script), join(copy, script))
})

test('after a rebuild the new pages and the new not-found page are served, not the ones read at start', async () => {
  const path = paths.consolidated
  writeFileSync(join(copy, path, 'index.html'), '<!doctype html><title>rebuilt page</title>')
  writeFileSync(join(copy, '404.html'), '<!doctype html><title>rebuilt not found</title>')
  assert.is((await get(at(path))).body.toString(), '<!doctype html><title>rebuilt page</title>')
  const missing = await get(at('/no-such-page'))
  assert.is(missing.status, 404)
  assert.is(missing.body.toString(), '<!doctype html><title>rebuilt not found</title>')
  cpSync(join(distPath, path.slice(1), 'index.html'), join(copy, path.slice(1), 'index.html'))
  cpSync(join(distPath, '404.html'), join(copy, '404.html'))
})

test('an unexpected failure is logged and answered 500, and the next request is served', async () => {
  const broken = mkdtempSync(join(tmpdir(), 'nexus-serve-broken-'))
  writeFileSync(join(broken, 'index.html'), '<!doctype html><title>home</title>')
  mkdirSync(join(broken, '404.html')) // reading the not-found page fails with EISDIR
  const running = await serve(0, broken)
  const logged: unknown[][] = []
  const log = console.error
  console.error = (...parts: unknown[]) => void logged.push(parts)
  try {
    const answer = await get(`${running.url}/no-such-page`)
    assert.is(answer.status, 500)
    assert.is(answer.headers['content-security-policy'], CONTENT_SECURITY_POLICY)
    assert.is(logged.length, 1)
    assert.match(String(logged[0]![0]), 'GET /no-such-page failed')
    assert.is((await get(`${running.url}/`)).status, 200)
  } finally {
    console.error = log
    await running.close()
    rmSync(broken, { recursive: true, force: true })
  }
})

test('/404, /404/ and /404.html are the not-found page with status 404, never 200', async () => {
  for (const path of ['/404', '/404/', '/404.html', '/404%2Ehtml']) {
    const answer = await get(at(path))
    assert.is(answer.status, 404, path)
    assert.equal(answer.body, notFoundPage(), path)
  }
})

test('a route written in other capitals (/BRAND-A, /Consolidated) is not found: 404, like the client', async () => {
  const variants = [
    paths.report(overview.entities[0]!.entity).toUpperCase(),
    paths.consolidated.replace(/^\/(.)/, (_all, first: string) => `/${first.toUpperCase()}`),
    paths.recommendations(overview.study).toUpperCase(),
  ]
  for (const path of variants) assert.is((await get(at(path))).status, 404, path)
})

test('every route is served at its path and with one trailing slash; a doubled slash is not found', async () => {
  for (const { path } of routes()) {
    const page = file(distPath, path === '/' ? 'index.html' : `${path.slice(1)}/index.html`)
    assert.equal((await get(at(path))).body, page, path)
    if (path !== '/') assert.equal((await get(at(`${path}/`))).body, page, `${path}/`)
  }
  assert.is((await get(at(`/${paths.consolidated}`))).status, 404)
})

test('a page asked for by its file name is redirected (301) to its route, the name the client knows', async () => {
  const path = paths.report(overview.entities[0]!.entity)
  const answer = await get(at(`${path}/index.html?print=1`))
  assert.is(answer.status, 301)
  assert.is(answer.headers.location, `${path}?print=1`)
  assert.is((await get(at('/index.html'))).headers.location, '/')
  // never a redirect to another host
  for (const sneaky of ['//example.com/index.html', '/%2Fexample.com/index.html', '/\\example.com/index.html']) {
    const answer = await get(at(sneaky))
    assert.is(answer.status, 404, sneaky)
    assert.is(answer.headers.location, undefined)
  }
})

test('nothing outside web/dist and no hidden file is served', async () => {
  for (const path of ['/../package.json', '/%2e%2e/package.json', '/assets/..%2f..%2f..%2fpackage.json', '/.vite/manifest.json', '/%2evite/manifest.json']) {
    const answer = await get(at(path))
    assert.is(answer.status, 404, path)
    assert.equal(answer.body, notFoundPage(), path)
  }
})

test('every answer carries the content security policy, nosniff and no-referrer', async () => {
  const answers = [
    await get(at('/')),
    await get(at(asset(/\.css$/))),
    await get(at('/no-such-page')),
    await get(at('/'), { Range: 'bytes=5-2' }),
    await get(at('/index.html')),
    await get(at('/'), {}, 'POST'),
    await get(at('/'), {}, 'HEAD'),
  ]
  assert.equal(answers.map((answer) => answer.status), [200, 200, 404, 416, 301, 405, 200])
  for (const { headers, status } of answers) {
    assert.is(headers['content-security-policy'], CONTENT_SECURITY_POLICY, String(status))
    assert.is(headers['x-content-type-options'], 'nosniff', String(status))
    assert.is(headers['referrer-policy'], 'no-referrer', String(status))
  }
  assert.match(CONTENT_SECURITY_POLICY, "frame-ancestors 'none'")
  assert.match(CONTENT_SECURITY_POLICY, /script-src 'self';/)
})

test('every file under assets/ has a content hash in its name and is cached for a year; pages and the 404 revalidate', async () => {
  for (const name of assets()) {
    assert.match(name, /-[A-Za-z0-9_-]{8,}\.[a-z]+$/, name)
    assert.is((await get(at(`/assets/${name}`), {}, 'HEAD')).headers['cache-control'], IMMUTABLE, name)
  }
  assert.is(IMMUTABLE, 'public, max-age=31536000, immutable')
  for (const path of ['/', paths.consolidated, '/no-such-page', '/assets/index-00000000.js']) {
    assert.is((await get(at(path))).headers['cache-control'], REVALIDATE, path)
  }
})

test('a page revalidated with its ETag is answered 304 without a body', async () => {
  const { headers } = await get(at(paths.consolidated))
  const again = await get(at(paths.consolidated), { 'If-None-Match': String(headers.etag) })
  assert.is(again.status, 304)
  assert.is(again.body.length, 0)
})

test('pages, scripts and styles are sent compressed as the browser asks (brotli or gzip), byte for byte the file', async () => {
  for (const path of [paths.consolidated, asset(/^index-.*\.js$/), asset(/\.css$/)]) {
    const whole = file(copy, path.startsWith('/assets/') ? path : `${path}/index.html`)
    const brotli = await get(at(path), { 'Accept-Encoding': 'gzip, deflate, br' })
    assert.is(brotli.headers['content-encoding'], 'br', path)
    assert.is(brotli.headers.vary, 'Accept-Encoding')
    assert.equal(brotliDecompressSync(brotli.body), whole, path)
    assert.ok(brotli.body.length < whole.length / 3, `${path}: ${brotli.body.length} of ${whole.length} bytes`)
    const gzip = await get(at(path), { 'Accept-Encoding': 'gzip' })
    assert.is(gzip.headers['content-encoding'], 'gzip', path)
    assert.equal(gunzipSync(gzip.body), whole, path)
    const plain = await get(at(path))
    assert.is(plain.headers['content-encoding'], undefined)
    assert.equal(plain.body, whole)
  }
})

test('a range request is answered with the plain bytes asked for, never a compressed part', async () => {
  const whole = file(distPath, 'index.html')
  const answer = await get(at('/'), { Range: 'bytes=0-1499', 'Accept-Encoding': 'gzip, br' })
  assert.is(answer.status, 206)
  assert.is(answer.headers['content-encoding'], undefined)
  assert.equal(answer.body, whole.subarray(0, 1500))
})

test('other methods than GET and HEAD are answered 405 naming the allowed ones', async () => {
  for (const method of ['POST', 'PUT', 'DELETE']) {
    const answer = await get(at('/'), {}, method)
    assert.is(answer.status, 405)
    assert.is(answer.headers.allow, 'GET, HEAD')
  }
})

test('a request naming another host (DNS rebinding) is answered 421 with a short text, never the study', async () => {
  const port = new URL(site!.url).port
  const home = file(distPath, 'index.html')
  for (const host of ['evil.example.com', `evil.example.com:${port}`, `localhost.evil.example.com:${port}`, `localhost:${Number(port) + 1}`, 'localhost', '127.0.0.1', `127.0.0.2:${port}`, `0.0.0.0:${port}`, `localhost.:${port}`, `[::ffff:127.0.0.1]:${port}`]) {
    for (const path of ['/', paths.consolidated, asset(/^index-.*\.js$/), '/no-such-page']) {
      const answer = await get(at(path), { Host: host })
      assert.is(answer.status, 421, `${host} ${path}`)
      assert.is(answer.body.toString(), `Misdirected request: this server answers only http://localhost:${port}\n`, `${host} ${path}`)
      assert.is(answer.headers['content-type'], 'text/plain; charset=utf-8')
      assert.is(answer.headers['cache-control'], 'no-store')
      assert.is(answer.headers['content-security-policy'], CONTENT_SECURITY_POLICY)
    }
  }
  // a POST from that page learns no more than a GET
  assert.is((await get(at('/'), { Host: 'evil.example.com' }, 'POST')).status, 421)
  // the names of this machine, with the port, in any case: the page
  for (const host of [`localhost:${port}`, `LOCALHOST:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`]) {
    const answer = await get(at('/'), { Host: host })
    assert.is(answer.status, 200, host)
    assert.equal(answer.body, home, host)
  }
})

test('a request with two Hosts, or none, is refused: HTTP/1.0 without Host 421, HTTP/1.1 without Host 400', async () => {
  const port = new URL(site!.url).port
  const twice = await exchange(site!.url, `GET / HTTP/1.1\r\nHost: localhost:${port}\r\nHost: evil.example.com\r\nConnection: close\r\n\r\n`)
  assert.match(twice, /^HTTP\/1\.1 421 /)
  const none10 = await exchange(site!.url, 'GET / HTTP/1.0\r\n\r\n')
  assert.match(none10, /^HTTP\/1\.1 421 /)
  assert.ok(none10.endsWith('Misdirected request: this server answers only http://localhost:' + port + '\n'), none10)
  assert.match(await exchange(site!.url, 'GET / HTTP/1.1\r\nConnection: close\r\n\r\n'), /^HTTP\/1\.1 400 /)
  // HTTP/1.0 naming the server is served
  const named10 = await exchange(site!.url, `GET / HTTP/1.0\r\nHost: 127.0.0.1:${port}\r\n\r\n`)
  assert.match(named10, /^HTTP\/1\.1 200 /)
  assert.ok(named10.endsWith(file(distPath, 'index.html').toString()))
})

test('npm run serve stops with npm: SIGTERM to npm, or kill -9 of it, leaves no server and no process', async () => {
  for (const signal of ['SIGTERM', 'SIGKILL'] as const) {
    // PORT=0: any free port, so the test never meets a server already running
    const serving = startedServing(['npm', 'run', 'serve', '--', copy], { cwd: repo, env: { PORT: '0' } })
    const group = serving.child.pid!
    try {
      const url = await serving.url
      assert.is((await get(`${url}/`)).status, 200, signal)
      process.kill(serving.child.pid!, signal)
      assert.equal(await whatRemains(url, group), { answering: false, living: [] }, `${signal} to npm:\n${serving.output()}`)
    } finally {
      try {
        process.kill(-group, 'SIGKILL')
      } catch {
        // nothing left
      }
    }
  }
})

test.run()
