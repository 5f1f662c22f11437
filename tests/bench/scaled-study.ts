/**
 * A study of any number of entities derived from the sample in raw/, for the benchmark: entity i copies
 * the files of sample entity i mod n under a new code, with its revenue and nexus sales amounts scaled by
 * a factor from a seeded generator, so files differ and the figures vary. Deterministic: the same count
 * gives the same bytes.
 */
import { fs, path } from 'zx'
import { parse } from 'csv-parse/sync'
import type { StudyManifest } from '../../schemas/generated/types.ts'
import { Random } from '../fuzz/random.ts'

type Entity = StudyManifest['entities'][number]

/** A four-character code from the index (schema: one to four capital letters or digits). */
function codeFor(index: number): string {
  return `Z${index.toString(36).toUpperCase().padStart(3, '0')}`
}

/** A decimal amount times a factor, in cents rounded half away from zero, written with two decimals. */
function scaleAmount(text: string, factor: number): string {
  if (!/^-?\d+(\.\d+)?$/.test(text)) return text
  const cents = Math.round(Math.abs(Number(text)) * 100 * factor) * Math.sign(Number(text))
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(cents)
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

function csvField(text: string): string {
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** The file with the named columns' amounts scaled; other columns are left as they are. */
function scaleCsv(text: string, columns: readonly string[], factor: () => number): string {
  const [header, ...rows] = parse(text, { skip_empty_lines: true, bom: true }) as string[][]
  if (!header) return text
  const scaled = new Set(columns.map((name) => header.indexOf(name)).filter((index) => index >= 0))
  const lines = [header.map(csvField).join(',')]
  for (const row of rows) {
    const f = factor()
    lines.push(row.map((field, index) => csvField(scaled.has(index) ? scaleAmount(field, f) : field)).join(','))
  }
  return `${lines.join('\n')}\n`
}

/**
 * Writes a study of `count` entities into `dir` (created); returns `dir`. Another seed gives the same
 * entities with other amounts (the review's bench compares two such studies).
 */
export async function writeScaledStudy(count: number, dir: string, raw = 'raw', seed = count): Promise<string> {
  await fs.ensureDir(dir)
  const manifest = (await fs.readJson(path.join(raw, 'study.json'))) as StudyManifest
  for (const file of [manifest.rates, manifest.defaultStatuses]) await fs.copy(path.join(raw, file), path.join(dir, file))
  // seeded, so the study is the same on every run
  const random = new Random(seed)
  const entities: Entity[] = []
  const recommendationRows = parse(await fs.readFile(path.join(raw, manifest.recommendations), 'utf8'), { skip_empty_lines: true, bom: true }) as string[][]
  const [recommendationHeader, ...recommendations] = recommendationRows
  const recommendationLines = [recommendationHeader!.map(csvField).join(',')]
  const sources = new Map<string, string>()
  const source = async (file: string) => sources.get(file) ?? sources.set(file, await fs.readFile(path.join(raw, file), 'utf8')).get(file)!

  for (let index = 0; index < count; index++) {
    const base = manifest.entities[index % manifest.entities.length]!
    const code = codeFor(index)
    const revenue = `revenue/${code}.csv`
    const entity: Entity = { code, name: `${base.name} ${code}`, colour: base.colour, revenue }
    // The sample's entities all name a revenue file; a study without one is no base for scaling.
    if (!base.revenue) throw new Error(`${base.code} has no revenue file to scale`)
    // Per-row factors between 0.5 and 1.5: amounts vary across entities and states.
    const factor = () => 0.5 + random.next()
    await fs.outputFile(path.join(dir, revenue), scaleCsv(await source(base.revenue), ['Revenue'], factor))
    if (base.nexus) {
      entity.nexus = `nexus/${code}.csv`
      await fs.outputFile(path.join(dir, entity.nexus), scaleCsv(await source(base.nexus), ['Sales Amount', 'Sales After Nexus', 'Total Sales'], factor))
    }
    entities.push(entity)
    const recommendation = recommendations.find((row) => row[0] === base.code)
    if (recommendation) recommendationLines.push([code, ...recommendation.slice(1)].map(csvField).join(','))
  }
  await fs.outputFile(path.join(dir, manifest.recommendations), `${recommendationLines.join('\n')}\n`)
  await fs.writeJson(path.join(dir, 'study.json'), { ...manifest, entities }, { spaces: 2 })
  return dir
}
