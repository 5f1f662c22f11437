/**
 * The folders a build of the viewer reads and writes: the study as the pipeline wrote it (generated/
 * unless NEXUS_GENERATED names another folder), the site (web/dist unless NEXUS_DIST) and the PDFs
 * (web/dist-pdf unless NEXUS_PDFS). Every step
 * reads them here and nowhere else (vite.config.ts, prerender.ts, workbook.ts, pdf.ts, serve.ts,
 * size.ts), so a build of another study (build.ts) leaves the repository's generated/ and web/dist as
 * they are. A preview of a study gets folders of its own, one per study, outside the repository.
 */
import { createHash } from 'node:crypto'
import { lstatSync, mkdirSync, realpathSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, dirname, isAbsolute, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const web = dirname(fileURLToPath(import.meta.url))
export const repo = dirname(web)

/** The folder the site is built from: what the pipeline wrote. */
export const generatedDir = () => resolve(process.env.NEXUS_GENERATED || join(repo, 'generated'))

/** The folder the site is built into (and served, printed and measured from). */
export const distDir = () => resolve(process.env.NEXUS_DIST || join(web, 'dist'))

/**
 * The folder `npm run pdf` prints into (web/dist-pdf unless NEXUS_PDFS), where the build looks for the
 * client's PDF to publish beside the site (published.ts).
 */
export const pdfDir = () => resolve(process.env.NEXUS_PDFS || join(web, 'dist-pdf'))

/** A folder as a command prints it: from where it was run if inside it, else in full. */
export function shown(folder: string): string {
  const from = relative(process.cwd(), folder)
  return from.startsWith('..') || isAbsolute(from) ? folder : from || '.'
}

/**
 * The folder of one study's preview (its generated/ and dist/), under the temporary folder and named
 * after the study's folder and a hash of its real path: each study has its own, so two previews never
 * share a build, and a study previewed again reuses its folder instead of leaving another behind.
 */
export function previewFolder(source: string): string {
  const real = realpathSync(source)
  return join(previewRoot(), `${basename(real)}-${createHash('sha256').update(real).digest('hex').slice(0, 12)}`)
}

/** The user's own folder of previews, made private: the temporary folder is shared with other users. */
function previewRoot(): string {
  const uid = process.getuid!()
  const root = join(tmpdir(), `nexus-study-previews-${uid}`)
  mkdirSync(root, { recursive: true, mode: 0o700 })
  const made = lstatSync(root)
  if (!made.isDirectory() || made.uid !== uid) throw new Error(`${root} is not a folder of this user's`)
  return root
}
