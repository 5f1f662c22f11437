/**
 * Serves a built site (web/dist, or the folder named) on localhost: each route's prerendered page, the
 * hashed assets (compressed, cached for a year), the security headers of web/security.ts on every
 * answer, and the not-found page with status 404 for anything else. Files are looked up per request, so a rebuild while
 * serving is picked up; no request can stop the server (the unexpected is logged and answered 500).
 *
 * Only a request whose Host names this server is served: `localhost`, `127.0.0.1` or `[::1]` with its
 * port (any case; the port may be left out only on port 80). Anything else is answered 421, so a web
 * page whose own name an attacker points at 127.0.0.1 (DNS rebinding) reads nothing of the study: the
 * browser sends that name as the Host. A request without a Host is refused too: HTTP/1.1 by Node (400),
 * HTTP/1.0, which may leave it out, here (421), since nothing then says the request was meant for us.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { join, relative, resolve, sep } from 'node:path'
import { pathToFileURL } from 'node:url'
import compression from 'compression'
import serveStatic from 'serve-static'
import { distDir, shown } from './folders.ts'
import { exitWithParent } from './parent.ts'
import { SECURITY_HEADERS } from './security.ts'

/** Vite names what it emits under assets/ `name-HASH.ext`; only such names may be cached for good. */
const HASHED_ASSET = /^assets\/(?:[^/]+\/)*[^/]+-[A-Za-z0-9_-]{8,}\.[A-Za-z0-9]+$/
export const IMMUTABLE = 'public, max-age=31536000, immutable'
/** Pages keep their URL across builds, so the browser revalidates them (ETag / Last-Modified) every time. */
export const REVALIDATE = 'no-cache'

export type Running = { url: string; close: () => Promise<void> }

type HttpError = Error & { status?: number; statusCode?: number; headers?: Record<string, string> }

export async function serve(port = 0, root = distDir()): Promise<Running> {
  // a compressed 206 would no longer match its Content-Range
  const compress = compression({ filter: (request, response) => response.statusCode !== 206 && compression.filter(request, response) })
  const files = serveStatic(root, {
    index: ['index.html'],
    redirect: false,
    dotfiles: 'ignore',
    cacheControl: false,
    setHeaders: (response, file) => {
      const path = relative(root, file).split(sep).join('/')
      response.setHeader('Cache-Control', HASHED_ASSET.test(path) ? IMMUTABLE : REVALIDATE)
    },
  })

  // compression is typed for Express but reads only what node:http gives (headers, method, the response)
  const site: Site = { root, compress: compress as unknown as Site['compress'], files, hosts: new Set() }
  const server: Server = createServer((request, response) => {
    try {
      handle(site, request, response)
    } catch (error) {
      fail(request.url, request, response, error)
    }
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject)
      resolve()
    })
  })
  const { port: actual } = server.address() as AddressInfo
  for (const host of hostsOf(actual)) site.hosts.add(host)
  return {
    url: `http://localhost:${actual}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}

type Next = (error?: unknown) => void
type Site = {
  root: string
  compress: (request: IncomingMessage, response: ServerResponse, next: Next) => void
  files: (request: IncomingMessage, response: ServerResponse, next: Next) => void
  /** The Host values this server answers, lower case (set once it listens, before any request). */
  hosts: Set<string>
}

/** The names a browser on this machine gives this server in Host: the loopback names, with the port (none for 80). */
export function hostsOf(port: number): string[] {
  return ['localhost', '127.0.0.1', '[::1]'].flatMap((name) => (port === 80 ? [name, `${name}:80`] : [`${name}:${port}`]))
}

function handle(site: Site, request: IncomingMessage, response: ServerResponse) {
  setSecurityHeaders(response)
  // One Host, naming this server; any other answer would hand the study to whatever page named it.
  const host = request.headersDistinct.host
  if (host?.length !== 1 || !site.hosts.has(host[0]!.toLowerCase())) {
    const body = `Misdirected request: this server answers only http://${[...site.hosts][0]}\n`
    response.writeHead(421, { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': Buffer.byteLength(body), 'Cache-Control': 'no-store' })
    response.end(request.method === 'HEAD' ? undefined : body)
    return
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { Allow: 'GET, HEAD', 'Content-Length': '0' }).end()
    return
  }
  const raw = request.url ?? ''
  const query = raw.indexOf('?')
  const rawPath = query === -1 ? raw : raw.slice(0, query)
  const search = query === -1 ? '' : raw.slice(query)
  const path = decoded(rawPath)
  const failed = (error: unknown) => fail(raw, request, response, error)
  site.compress(request, response, (error?: unknown) => {
    if (error) return failed(error)
    // The client matches routes exactly as written, so only the exact path of a page may serve it:
    // no doubled slashes, no 404 page under its own name.
    if (path === undefined || !path.startsWith('/') || path.includes('//') || path.includes('\\') || /^\/404(?:\.html)?\/?$/.test(path)) {
      void notFound(site, request, response).catch(failed)
      return
    }
    // /x/index.html is the page /x under another name: send the browser to the name the client routes.
    if (path.endsWith('/index.html')) {
      const route = path.slice(0, -'/index.html'.length) || '/'
      response.writeHead(301, { Location: encodeURI(route) + search, 'Cache-Control': REVALIDATE, 'Content-Length': '0' }).end()
      return
    }
    // A path without an extension is a route: its page is <route>/index.html.
    const lastSegment = path.slice(path.lastIndexOf('/') + 1)
    if (!lastSegment.includes('.')) request.url = (rawPath.endsWith('/') ? rawPath : `${rawPath}/`) + search
    site.files(request, response, (failure?: unknown) => {
      afterFiles(site, request, response, failure as HttpError | undefined).catch(failed)
    })
  })
}

/** serve-static found nothing to send (no error), or send stopped with an HTTP error after choosing a file. */
async function afterFiles(site: Site, request: IncomingMessage, response: ServerResponse, error: HttpError | undefined) {
  const status = error?.statusCode ?? error?.status
  if (error === undefined || status === 404) {
    // 404 with an error: the file was there when looked up and gone when opened (a rebuild)
    await notFound(site, request, response)
    return
  }
  if (status === undefined || status >= 500) throw error
  // 412 and 416 (a range outside the file): the status and its headers, nothing of the file's
  resetHeaders(response)
  response.writeHead(status, { ...error.headers, 'Cache-Control': REVALIDATE, 'Content-Length': '0' }).end()
}

/** The not-found page, read per request so a rebuild's page (and its asset names) is the one served. */
async function notFound(site: Site, request: IncomingMessage, response: ServerResponse) {
  let page: Buffer
  try {
    page = await readFile(join(site.root, '404.html'))
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    page = Buffer.from('Not found\n')
  }
  const type = page.subarray(0, 15).toString().toLowerCase() === '<!doctype html>' ? 'text/html' : 'text/plain'
  resetHeaders(response)
  response.writeHead(404, { 'Content-Type': `${type}; charset=utf-8`, 'Content-Length': page.length, 'Cache-Control': REVALIDATE })
  response.end(request.method === 'HEAD' ? undefined : page)
}

function fail(url: string | undefined, request: IncomingMessage, response: ServerResponse, error: unknown) {
  console.error(`serve: ${request.method} ${url} failed:`, error)
  if (response.headersSent) {
    response.destroy()
    return
  }
  resetHeaders(response)
  response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' })
  response.end('Internal server error\n')
}

function decoded(path: string): string | undefined {
  try {
    return decodeURIComponent(path)
  } catch {
    return undefined
  }
}

function setSecurityHeaders(response: ServerResponse) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.setHeader(name, value)
}

/** Drops what send set for a file it then could not send (type, length, ETag), keeping the security headers. */
function resetHeaders(response: ServerResponse) {
  for (const name of response.getHeaderNames()) if (name !== 'vary') response.removeHeader(name)
  setSecurityHeaders(response)
}

/** The port a command serves on: PORT exactly, or 4173 and, when that is taken, any free one. */
export async function serveOnPort(root: string): Promise<Running> {
  const { PORT } = process.env
  if (PORT !== undefined && PORT !== '') {
    if (!/^\d{1,5}$/.test(PORT) || Number(PORT) > 65535) throw new Error(`PORT=${PORT}: expected a port number, 0 to 65535`)
    return serve(Number(PORT), root)
  }
  try {
    return await serve(DEFAULT_PORT, root)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error
    return serve(0, root)
  }
}

const DEFAULT_PORT = 4173

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // npm run serve [-- DIR]: the folder a build wrote (web/dist unless named); it stops with npm (parent.ts)
  exitWithParent()
  const root = resolve(process.argv[2] ?? distDir())
  if (!existsSync(join(root, 'index.html'))) {
    console.error(`serve: ${shown(root)} is not built: run \`npm run build\` first`)
    process.exit(1)
  }
  serveOnPort(root).then(
    ({ url }) => console.log(`Serving ${shown(root)} at ${url}`),
    (error: unknown) => {
      console.error(`serve: cannot listen: ${error instanceof Error ? error.message : String(error)}`)
      process.exitCode = 1
    },
  )
}
