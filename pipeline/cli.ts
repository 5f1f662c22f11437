/**
 * npm run pipeline [-- --raw DIR] [--out DIR] [--check]
 * Compiles the study in raw/ into generated/; --check writes nothing and fails when generated/ differs.
 */
import { parseArgs } from 'node:util'
import { watchForStop, type Interrupted } from './stop.ts'

// Before anything heavy loads, so a signal or a vanished parent is noticed from the start; until the run
// begins nothing has been touched, so stopping then is just exiting.
const stopSignal = watchForStop()
const exitNow = () => process.exit((stopSignal.reason as Interrupted).exitCode)
if (stopSignal.aborted) exitNow()
stopSignal.addEventListener('abort', exitNow, { once: true })
const { runPipeline } = await import('./run.ts')

const usage = 'usage: npm run pipeline -- [--raw DIR] [--out DIR] [--check]'
// Not strict, so that every wrong option is refused here with the usage rather than thrown.
const { values, positionals } = parseArgs({
  args: process.argv.slice(2),
  options: { raw: { type: 'string', multiple: true }, out: { type: 'string', multiple: true }, check: { type: 'boolean', multiple: true } },
  strict: false,
  allowPositionals: true,
})

function refuse(message: string): never {
  console.error(`${message}; ${usage}`)
  process.exit(2)
}

const unknown = Object.keys(values).filter((key) => !['raw', 'out', 'check'].includes(key))
if (unknown.length > 0 || positionals.length > 0) refuse(`unknown option ${[...unknown.map((key) => `--${key}`), ...positionals].join(' ')}`)
const given = values as Record<'raw' | 'out' | 'check', (string | boolean)[] | undefined>
for (const option of ['raw', 'out', 'check'] as const) {
  if ((given[option]?.length ?? 0) > 1) refuse(`--${option} given more than once`)
}
const [raw] = given.raw ?? []
const [out] = given.out ?? []
const [check] = given.check ?? []
// Without a value parseArgs gives true; a string option needs one.
if (raw === true || raw === '') refuse('--raw needs a folder: --raw DIR')
if (out === true || out === '') refuse('--out needs a folder: --out DIR')
if (typeof check === 'string') refuse('--check takes no value')

stopSignal.removeEventListener('abort', exitNow)
process.exitCode = await runPipeline({
  raw: (raw as string | undefined) ?? 'raw',
  out: (out as string | undefined) ?? 'generated',
  check: check === true,
  log: { info: (line) => console.log(line), error: (line) => console.error(line) },
  signal: stopSignal,
})
// An interrupted run may still be compiling in the background; nothing more of it is wanted.
if (stopSignal.aborted) process.exit()
