/** Serves the built site (web/dist) on localhost: static files, deep links, and 404.html with status 404. */
import { createServer, type Server } from 'node:http'
import { readFile } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import sirv from 'sirv'

const dist = join(dirname(fileURLToPath(import.meta.url)), 'dist')

export type Running = { url: string; close: () => Promise<void> }

export async function serve(port = 0, root = dist): Promise<Running> {
  const files = sirv(root, { extensions: ['html'], dotfiles: false, etag: true })
  const notFound = await readFile(join(root, '404.html'))
  const server: Server = createServer((request, response) => {
    files(request, response, () => {
      response.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' })
      response.end(notFound)
    })
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const { port: actual } = server.address() as AddressInfo
  return {
    url: `http://localhost:${actual}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const port = Number(process.env.PORT ?? 4173)
  serve(port).then(({ url }) => console.log(`Serving web/dist at ${url}`))
}
