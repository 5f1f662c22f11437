/**
 * The import graph of the repository's code (common/, import/, pipeline/, report/, review/, web/), read
 * by dpdm with the repository's tsconfig.json (so `./x.ts` specifiers resolve as tsc and Vite resolve
 * them): no module reaches itself again through its imports; nothing under web/ imports from pipeline/
 * (the viewer reads what the compiler writes, never its code; reference data both read lives in
 * schemas/); review/ imports nothing of pipeline/ or web/ (it reads what the pipeline wrote, as the
 * viewer does, through the code all three share); common/ (that shared code, below them all) imports
 * nothing but itself, schemas/ and packages, and the viewer (web/src/, report/) reaches none of its
 * modules that use node:* (its file readers); report/ (the registry of report kinds, below web/ and
 * review/, which both import) imports nothing but itself, common/ and schemas/: no React, no node:*.
 * Every import counts: static, dynamic (a page's chunk is still a dependency of whatever loads it) and
 * type-only (a circle of types is a circle a reader follows all the same).
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { isBuiltin } from 'node:module'
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

type Edge = { from: string; to: string; request: string }
type Graph = { tree: DependencyTree; edges: Edge[]; unresolved: string[] }

/** The folders of code the graph covers. */
const FOLDERS = ['common', 'import', 'pipeline', 'report', 'review', 'web']

/** Every module under FOLDERS of root and what it imports, resolved with root's tsconfig.json. */
async function importGraph(root: string): Promise<Graph> {
  const tree = await parseDependencyTree(modules(root, FOLDERS), {
    cwd: root,
    context: root,
    tsconfig: path.join(root, 'tsconfig.json'),
  })
  const dependencies = Object.values(tree).flatMap((list) => list ?? [])
  return {
    tree,
    edges: dependencies.flatMap(({ issuer, id, request }) => (id === null ? [] : [{ from: issuer, to: id, request }])),
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
/** Each import from a module under one of `from` to a module under one of `to`, as `a → b`. */
const crossing = (graph: Graph, from: string[], to: string[]) =>
  graph.edges
    .filter((edge) => from.some((folder) => edge.from.startsWith(folder)) && to.some((folder) => edge.to.startsWith(folder)))
    .map((edge) => `${edge.from} → ${edge.to}`)
const webToPipeline = (graph: Graph) => crossing(graph, ['web/'], ['pipeline/'])
const reviewToPipelineOrWeb = (graph: Graph) => crossing(graph, ['review/'], ['pipeline/', 'web/'])

/** An import of one of Node's own modules (node:fs, and fs as older code names it). */
const ofNode = (edge: Edge) => isBuiltin(edge.request)
/** An import of a package, or of one of Node's own modules. */
const ofPackage = (edge: Edge) => edge.to.startsWith('node_modules/') || ofNode(edge)

/** Each import of common/ that is not of common/, schemas/ or a package. */
const commonOutside = (graph: Graph) =>
  graph.edges
    .filter((edge) => edge.from.startsWith('common/') && !(edge.to.startsWith('common/') || edge.to.startsWith('schemas/') || ofPackage(edge)))
    .map((edge) => `${edge.from} → ${edge.to}`)

/**
 * Each module of common/ that imports one of Node's own modules and that the viewer's code (web/src/,
 * report/) reaches through the repository's modules, with one module of the viewer that reaches it.
 */
function viewerReachesNode(graph: Graph): string[] {
  const next = new Map<string, string[]>()
  for (const edge of graph.edges) if (!ofPackage(edge)) next.set(edge.from, [...(next.get(edge.from) ?? []), edge.to])
  const reachedFrom = new Map<string, string>()
  const roots = Object.keys(graph.tree).filter((id) => id.startsWith('web/src/') || id.startsWith('report/')).sort()
  for (const root of roots) {
    const stack = [root]
    while (stack.length > 0) {
      const id = stack.pop()!
      if (reachedFrom.has(id)) continue
      reachedFrom.set(id, root)
      stack.push(...(next.get(id) ?? []))
    }
  }
  return [...reachedFrom]
    .filter(([id]) => id.startsWith('common/') && graph.edges.some((edge) => edge.from === id && ofNode(edge)))
    .map(([id, root]) => `${id}, reached from ${root}`)
    .sort()
}

/** Each import of report/ that is not of report/, common/ or schemas/, or is of Node's own. */
const reportOutside = (graph: Graph) =>
  Object.values(graph.tree)
    .flatMap((list) => list ?? [])
    .filter(({ issuer }) => issuer.startsWith('report/'))
    .filter(({ id, request }) => id === null || !['report/', 'common/', 'schemas/'].some((folder) => id.startsWith(folder)) || isBuiltin(request))
    .map(({ issuer, request }) => `${issuer} → ${request}`)

const graph = await importGraph(repo)

test('the graph is the real one: every import resolves but the viewer\'s two virtual modules, and known edges are there', () => {
  assert.equal(graph.unresolved.sort(), ['web/src/data.ts: virtual:overview-entities', 'web/src/data.ts: virtual:overview-head'])
  const has = (from: string, to: string) => graph.edges.some((edge) => edge.from === from && edge.to === to)
  assert.ok(has('web/src/main.tsx', 'web/src/App.tsx'), 'a static import')
  assert.ok(has('web/src/data.ts', 'web/src/entityFiles.ts'), 'a dynamic import')
  assert.ok(graph.edges.some((edge) => edge.from.startsWith('pipeline/derive/') && edge.to === 'pipeline/money.ts'), 'the pipeline is read')
  assert.ok(has('review/versions.ts', 'common/schemas.ts'), 'the review is read, and validates with common/')
  assert.ok(has('web/src/format.ts', 'common/format.ts'), 'the viewer formats with common/')
  assert.ok(graph.edges.some((edge) => edge.from === 'common/schemas.ts' && edge.request === 'node:fs'), 'Node\'s own modules are in the graph')
})

test('no import circle in the repository\'s code', () => {
  assert.equal(circles(graph), [])
})

test('nothing under web/ imports from pipeline/', () => {
  assert.equal(webToPipeline(graph), [])
})

test('nothing under review/ imports from pipeline/ or web/', () => {
  assert.equal(reviewToPipelineOrWeb(graph), [])
  assert.ok(crossing(graph, ['review/'], ['common/']).length > 0, 'the review imports common/')
})

test('common/ imports only common/, schemas/ and packages, and the viewer reaches none of its modules that use node:*', () => {
  assert.equal(commonOutside(graph), [])
  assert.equal(viewerReachesNode(graph), [])
  assert.ok(crossing(graph, ['pipeline/'], ['common/']).length > 0 && crossing(graph, ['web/src/'], ['common/']).length > 0, 'the pipeline and the viewer import common/')
})

test('report/ imports only report/, common/ and schemas/: no React, no node:*, nothing of web/, review/ or pipeline/', () => {
  assert.equal(reportOutside(graph), [])
  assert.ok(graph.edges.some((edge) => edge.from.startsWith('web/') && edge.to === 'report/routes.ts'), 'the viewer reads the routes')
})

test('the checks find a circle through .tsx, a dynamic import and a type-only import, and each import a rule forbids', async () => {
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
      'review/r.ts': "import { names } from '../pipeline/names.ts'\nimport { d } from '../web/d.ts'\nimport { words } from '../common/words.ts'\nexport const r = [names, d, words]\n",
      'common/reader.ts': "import { readFileSync } from 'node:fs'\nexport const read = (file: string) => readFileSync(file, 'utf8')\n",
      'common/words.ts': "import type { read } from './reader.ts'\nexport const words: typeof read | string = 'one'\n",
      'common/bad.ts': "import { names } from '../pipeline/names.ts'\nimport { a } from '../web/a.ts'\nexport const bad = [names, a]\n",
      'web/src/page.ts': "import { words } from '../../common/words.ts'\nexport const page = words\n",
      'report/kinds.ts': "import { d } from '../web/d.ts'\nimport { sep } from 'node:path'\nimport { words } from '../common/words.ts'\nexport const kinds = [d, sep, words]\n",
    }
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
      writeFileSync(path.join(root, file), text)
    }
    const made = await importGraph(root)
    assert.equal(made.unresolved, [])
    assert.equal(circles(made), ['web/a.ts → web/b.tsx → web/c.ts → web/a.ts'])
    assert.equal(webToPipeline(made), ['web/c.ts → pipeline/names.ts'])
    assert.equal(reviewToPipelineOrWeb(made), ['review/r.ts → pipeline/names.ts', 'review/r.ts → web/d.ts'])
    assert.equal(commonOutside(made), ['common/bad.ts → pipeline/names.ts', 'common/bad.ts → web/a.ts'])
    assert.equal(viewerReachesNode(made), ['common/reader.ts, reached from report/kinds.ts'])
    assert.equal(reportOutside(made), ['report/kinds.ts → ../web/d.ts', 'report/kinds.ts → node:path'])
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
})

test.run()
