/**
 * The client's PDF published beside the site (issue 28): `npm run pdf` writes, beside the client's
 * edition, a small manifest naming the PDF and the fingerprint of the generated folder it was printed
 * from; the build (vite.config.ts) publishes the PDF into the site, and the home page links it, only
 * where that manifest is there, its PDF is there and its fingerprint is the one of the study being
 * built. So the site never links a PDF that is not in it, nor one printed from other figures. The
 * working edition is never published: it is for the adviser.
 */
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { join, relative } from 'node:path'

/** What `npm run pdf` writes beside the client's edition: the PDF's name and the study it was printed from. */
export type PdfManifest = { pdf: string; edition: 'client'; generated: string }

/** Every file of a folder, by its path inside it, sorted: what the fingerprint reads. */
function filesOf(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)))
    .sort()
}

/** The fingerprint of a generated folder: a SHA-256 of each file's path and bytes, in path order. */
export function fingerprint(generated: string): string {
  const hash = createHash('sha256')
  for (const file of filesOf(generated)) {
    const bytes = readFileSync(join(generated, file))
    hash.update(`${file}\0${bytes.length}\0`).update(bytes)
  }
  return hash.digest('hex')
}

/** The manifest's name beside its PDF: cedar-2024-nexus-study.pdf → cedar-2024-nexus-study.pdf.json. */
export const manifestOf = (pdfFile: string) => `${pdfFile}.json`

/** Writes the manifest of a client's PDF just printed from `generated`. */
export async function writeManifest(pdfFile: string, generated: string): Promise<void> {
  const manifest: PdfManifest = { pdf: pdfFile.slice(pdfFile.lastIndexOf('/') + 1), edition: 'client', generated: fingerprint(generated) }
  await writeFile(manifestOf(pdfFile), `${JSON.stringify(manifest, null, 2)}\n`)
}

/**
 * The client's PDF to publish with the site built from `generated`: its path in `pdfs` (the folder `npm
 * run pdf` printed into) when its manifest is there, names it, and was printed from these very files;
 * else null (none printed, or printed from other figures: the site then links none).
 */
export function publishedPdf(generated: string, pdfs: string, name: string): string | null {
  const file = join(pdfs, name)
  const manifestFile = manifestOf(file)
  if (!existsSync(file) || !existsSync(manifestFile)) return null
  let manifest: Partial<PdfManifest>
  try {
    manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Partial<PdfManifest>
  } catch {
    return null
  }
  return manifest.pdf === name && manifest.edition === 'client' && manifest.generated === fingerprint(generated) ? file : null
}
