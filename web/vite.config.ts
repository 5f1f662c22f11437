/**
 * Vite for the viewer: the web/ root, React, a list of which packages land in which chunk (read by
 * size.ts), and the overview split in two modules so the home page's initial JS does not grow with
 * the number of entities.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import { purgeUnusedCss } from './purge-css.ts'

const repoRoot = fileURLToPath(new URL('..', import.meta.url))

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
        const generated: string[] = []
        for (const id of output.moduleIds) {
          const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id)
          if (match) packages.add(match[1]!)
          const data = /\/(generated\/.+\.json)$/.exec(id)
          if (data) generated.push(data[1]!)
          if (id === `\0${HEAD}`) generated.push('generated/overview.json#head')
          if (id === `\0${ENTITIES}`) generated.push('generated/overview.json#entities')
        }
        chunks[output.fileName] = {
          isEntry: output.isEntry,
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          packages: [...packages].sort(),
          generated: generated.sort(),
        }
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunks.json', source: `${JSON.stringify(chunks, null, 2)}\n` })
    },
  }
}

const overviewFile = fileURLToPath(new URL('../generated/overview.json', import.meta.url))
const HEAD = 'virtual:overview-head'
const ENTITIES = 'virtual:overview-entities'

/**
 * generated/overview.json as two modules: virtual:overview-head, everything but the entity list (bundled
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

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), chunkPackages(), splitOverview()],
  css: { postcss: { plugins: [purgeUnusedCss()] } },
  server: { fs: { allow: [repoRoot] } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    modulePreload: { polyfill: false },
  },
})
