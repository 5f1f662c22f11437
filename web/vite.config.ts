/** Vite for the viewer: the web/ root, React, and a list of which packages land in which chunk (read by size.ts). */
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

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), chunkPackages()],
  css: { postcss: { plugins: [purgeUnusedCss()] } },
  server: { fs: { allow: [repoRoot] } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    modulePreload: { polyfill: false },
  },
})
