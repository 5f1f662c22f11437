/**
 * npm run bench: how long the pipeline takes on the sample study and on a study 100 times its size
 * (the sample's entities copied under new codes). Prints figures; asserts nothing.
 */
import { fs, path, os } from 'zx'
import { compileStudy } from '../../pipeline/run.ts'
import type { StudyManifest } from '../../schemas/types.ts'

async function scaledStudy(copies: number): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'nexus-bench-'))
  await fs.copy('raw', dir)
  const manifest = (await fs.readJson('raw/study.json')) as StudyManifest
  const entities: StudyManifest['entities'][number][] = []
  for (let copy = 0; copy < copies; copy++) {
    for (const entity of manifest.entities) {
      entities.push({ ...entity, code: copy === 0 ? entity.code : `${entity.code}${copy}`, name: copy === 0 ? entity.name : `${entity.name} ${copy}` })
    }
  }
  await fs.writeJson(path.join(dir, 'study.json'), { ...manifest, entities })
  return dir
}

async function time(label: string, dir: string, runs: number): Promise<void> {
  const times: number[] = []
  let files = 0
  for (let run = 0; run < runs; run++) {
    const started = performance.now()
    const result = await compileStudy(dir)
    times.push(performance.now() - started)
    files = result.files.length
    if (result.problems.length > 0) throw new Error(`${label}: ${result.problems.length} problems`)
  }
  times.sort((a, b) => a - b)
  console.log(`${label.padEnd(28)} ${String(files).padStart(5)} files   median ${times[Math.floor(runs / 2)]!.toFixed(0).padStart(6)} ms   best ${times[0]!.toFixed(0).padStart(6)} ms`)
}

await time('sample study (7 entities)', 'raw', 7)
const big = await scaledStudy(100)
await time('100× sample (700 entities)', big, 3)
await fs.remove(big)
