/**
 * npm run pipeline [-- --raw DIR] [--out DIR] [--check]
 * Compiles the study in raw/ into generated/; --check writes nothing and fails when generated/ differs.
 */
import { argv } from 'zx'
import { runPipeline } from './run.ts'

const unknown = Object.keys(argv).filter((key) => !['_', 'raw', 'out', 'check'].includes(key))
if (unknown.length > 0 || argv._.length > 0) {
  console.error(`unknown option ${[...unknown.map((key) => `--${key}`), ...argv._].join(' ')}; usage: npm run pipeline -- [--raw DIR] [--out DIR] [--check]`)
  process.exit(2)
}

process.exitCode = await runPipeline({
  raw: String(argv.raw ?? 'raw'),
  out: String(argv.out ?? 'generated'),
  check: Boolean(argv.check),
  log: { info: (line) => console.log(line), error: (line) => console.error(line) },
})
