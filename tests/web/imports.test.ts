/**
 * The import graph of web/, pipeline/ and report/, read by dpdm with the repository's tsconfig.json (so
 * `./x.ts` specifiers resolve as tsc and Vite resolve them): no module reaches itself again through its
 * imports, nothing under web/ imports from pipeline/ (the viewer reads what the compiler writes, never its
 * code; reference data both read lives in schemas/), and report/ (the registry of report kinds, below
 * web/ and review/, which both import) imports nothing but itself and schemas/: no React, no node:*. Every import counts: static, dynamic (a page's chunk
 * is still a dependency of whatever loads it) and type-only (a circle of types is a circle a reader
 * follows all the same).
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseCircular, parseDependencyTree, type DependencyTree } from 'dpdm'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'

const test = suite('import graph')

const repo = path.resolve(import.meta.dirname, '../..')

/** The modules under these folders of root, as paths relative to it: build output and packages left out. */
function modules(root: string, folders: string[]): string[] {
  return folders.filter((folder) => existsSync(path.join(root, folder))).flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
      .map((file) => path.posix.join(folder, file.split(path.sep).join('/')))
      .filter((file) => /\.(ts|tsx|mts|mjs|js|jsx)$/.test(file) && !/(^|\/)(node_modules|dist[^/]*)\//.test(file)),
  )
}

type Graph = { tree: DependencyTree; edges: { from: string; to: string }[]; unresolved: string[] }

/** Every module under web/ and pipeline/ of root and what it imports, resolved with root's tsconfig.json. */
async function importGraph(root: string): Promise<Graph> {
  const tree = await parseDependencyTree(modules(root, ['web', 'pipeline', 'report']), {
    cwd: root,
    context: root,
    tsconfig: path.join(root, 'tsconfig.json'),
  })
  const dependencies = Object.values(tree).flatMap((list) => list ?? [])
  return {
    tree,
    edges: dependencies.flatMap(({ issuer, id }) => (id === null ? [] : [{ from: issuer, to: id }])),
    unresolved: dependencies.filter(({ id }) => id === null).map(({ issuer, request }) => `${issuer}: ${request}`),
  }
}

/** Each circle as `a → b → c → a`, starting from its first module in sorting order (the walk may enter it anywhere). */
const circles = (graph: Graph) =>
  parseCircular(graph.tree).map((circle) => {
    const start = circle.indexOf([...circle].sort()[0]!)
    const turned = [...circle.slice(start), ...circle.slice(0, start)]
    return [...turned, turned[0]].join(' → ')
  })
const webToPipeline = (graph: Graph) =>
  graph.edges.filter(({ from, to }) => from.startsWith('web/') && to.startsWith('pipeline/')).map(({ from, to }) => `${from} → ${to}`)

const graph = await importGraph(repo)

test('the graph is the real one: every import resolves but the viewer\'s two virtual modules, and known edges are there', () => {
  assert.equal(graph.unresolved.sort(), ['web/src/data.ts: virtual:overview-entities', 'web/src/data.ts: virtual:overview-head'])
  const has = (from: string, to: string) => graph.edges.some((edge) => edge.from === from && edge.to === to)
  assert.ok(has('web/src/main.tsx', 'web/src/App.tsx'), 'a static import')
  assert.ok(has('web/src/data.ts', 'web/src/entityFiles.ts'), 'a dynamic import')
  assert.ok(graph.edges.some((edge) => edge.from.startsWith('pipeline/derive/') && edge.to === 'pipeline/money.ts'), 'the pipeline is read')
})

test('no import circle in web/ or pipeline/', () => {
  assert.equal(circles(graph), [])
})

test('nothing under web/ imports from pipeline/', () => {
  assert.equal(webToPipeline(graph), [])
})

test('report/ imports only report/ and schemas/: no React, no node:*, nothing of web/, review/ or pipeline/', () => {
  const outside = Object.values(graph.tree)
    .flatMap((list) => list ?? [])
    .filter(({ issuer }) => issuer.startsWith('report/'))
    .filter(({ id, request }) => id === null || !(id.startsWith('report/') || id.startsWith('schemas/')) || request.startsWith('node:'))
    .map(({ issuer, request }) => `${issuer} → ${request}`)
  assert.equal(outside, [])
  assert.ok(graph.edges.some((edge) => edge.from.startsWith('web/') && edge.to === 'report/routes.ts'), 'the viewer reads the routes')
})

test('the checks find a circle through .tsx, a dynamic import and a type-only import, and a viewer module importing the compiler', async () => {
  const root = mkdtempSync(path.join(tmpdir(), 'nexus-imports-'))
  try {
    const files: Record<string, string> = {
      'tsconfig.json': JSON.stringify({
        compilerOptions: { module: 'ESNext', moduleResolution: 'bundler', allowImportingTsExtensions: true, noEmit: true, jsx: 'react-jsx' },
      }),
      'pipeline/names.ts': 'export const names = { AL: "Alabama" }\n',
      'web/a.ts': "import { b } from './b.tsx'\nexport type A = number\nexport const a = b\n",
      'web/b.tsx': "export const b = () => import('./c.ts')\n",
      'web/c.ts': "import type { A } from './a.ts'\nimport { names } from '../pipeline/names.ts'\nexport const c: A = Object.keys(names).length\n",
      'web/d.ts': "import { c } from './c.ts'\nexport const d = c\n",
    }
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
      writeFileSync(path.join(root, file), text)
    }
    const made = await importGraph(root)
    assert.equal(made.unresolved, [])
    assert.equal(circles(made), ['web/a.ts → web/b.tsx → web/c.ts → web/a.ts'])
    assert.equal(webToPipeline(made), ['web/c.ts → pipeline/names.ts'])
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
})

test.run()
