/**
 * Vite for the viewer: the web/ root, React, a list of which packages land in which chunk (read by
 * size.ts), and the overview split in two modules so the home page's initial JS does not grow with
 * the number of entities. The study is read from generatedDir() (folders.ts): the viewer imports it as
 * `@generated/…`, and import.meta.env.GENERATED is that folder's path from web/, as Vite names its files.
 */
import { readFileSync, realpathSync } from 'node:fs'
import { join, posix, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import { distDir, generatedDir, pdfDir, repo } from './folders.ts'
import { publishedPdf } from './published.ts'
import { purgeUnusedCss } from './purge-css.ts'
import { studyFileName } from './src/downloads.ts'

const root = fileURLToPath(new URL('.', import.meta.url))
// Its real path, as Vite names the modules in it.
const generated = realpathSync(generatedDir())

function chunkPackages(): Plugin {
  return {
    name: 'chunk-packages',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: Record<
        string,
        { isEntry: boolean; imports: string[]; dynamicImports: string[]; packages: string[]; generated: string[] }
      > = {}
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue
        const packages = new Set<string>()
        const generatedFiles: string[] = []
        for (const id of output.moduleIds) {
          const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id)
          if (match) packages.add(match[1]!)
          if (id.startsWith(`${generated}/`) && id.endsWith('.json')) generatedFiles.push(`generated/${id.slice(generated.length + 1)}`)
          if (id === `\0${HEAD}`) generatedFiles.push('generated/overview.json#head')
          if (id === `\0${ENTITIES}`) generatedFiles.push('generated/overview.json#entities')
        }
        chunks[output.fileName] = {
          isEntry: output.isEntry,
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          packages: [...packages].sort(),
          generated: generatedFiles.sort(),
        }
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunks.json', source: `${JSON.stringify(chunks, null, 2)}\n` })
    },
  }
}

const overviewFile = join(generated, 'overview.json')
const HEAD = 'virtual:overview-head'
const ENTITIES = 'virtual:overview-entities'

/**
 * The study's overview.json as two modules: virtual:overview-head, everything but the entity list (bundled
 * with the shell), and virtual:overview-entities, the list (its own chunk, loaded before hydration). The
 * server build, whose size does not matter, gets the list in the head too, so routes are known at once.
 */
function splitOverview(): Plugin {
  return {
    name: 'split-overview',
    resolveId(id) {
      return id === HEAD || id === ENTITIES ? `\0${id}` : undefined
    },
    load(id) {
      if (id !== `\0${HEAD}` && id !== `\0${ENTITIES}`) return undefined
      this.addWatchFile(overviewFile)
      const { entities, ...head } = JSON.parse(readFileSync(overviewFile, 'utf8')) as { entities: unknown[] }
      const server = this.environment.config.consumer === 'server'
      const data = id === `\0${ENTITIES}` ? entities : { ...head, entities: server ? entities : [] }
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(data))})`
    },
  }
}

/**
 * The client's PDF `npm run pdf` printed from this very study (published.ts), or null: the build copies it
 * beside the pages and the home page links it (import.meta.env.PUBLISHED_PDF); without it, no link.
 */
const pdfName = studyFileName((JSON.parse(readFileSync(overviewFile, 'utf8')) as { study: { slug: string; taxYear: number } }).study, 'pdf')
const pdfFile = publishedPdf(generated, pdfDir(), pdfName)

function publishPdf(): Plugin {
  return {
    name: 'publish-pdf',
    apply: 'build',
    generateBundle() {
      if (pdfFile !== null && this.environment.config.consumer === 'client') this.emitFile({ type: 'asset', fileName: pdfName, source: readFileSync(pdfFile) })
    },
  }
}

export default defineConfig({
  root,
  plugins: [react(), chunkPackages(), splitOverview(), publishPdf()],
  css: { postcss: { plugins: [purgeUnusedCss()] } },
  resolve: { alias: { '@generated': generated } },
  define: {
    'import.meta.env.GENERATED': JSON.stringify(`${relative(root, generated).split(sep).join(posix.sep)}/`),
    'import.meta.env.PUBLISHED_PDF': JSON.stringify(pdfFile === null ? null : pdfName),
  },
  server: { fs: { allow: [repo, generated] } },
  build: {
    outDir: distDir(),
    emptyOutDir: true,
    manifest: true,
    modulePreload: { polyfill: false },
  },
})
