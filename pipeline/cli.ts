/**
 * npm run pipeline [-- --raw DIR] [--out DIR] [--check]
 * Compiles the study in raw/ into generated/; --check writes nothing and fails when generated/ differs.
 */
import { watchForStop, type Interrupted } from './stop.ts'

// Before anything heavy loads, so a signal or a vanished parent is noticed from the start; until the run
// begins nothing has been touched, so stopping then is just exiting.
const stopSignal = watchForStop()
const exitNow = () => process.exit((stopSignal.reason as Interrupted).exitCode)
if (stopSignal.aborted) exitNow()
stopSignal.addEventListener('abort', exitNow, { once: true })
const { parseArgv } = await import('zx')
const { runPipeline } = await import('./run.ts')

const usage = 'usage: npm run pipeline -- [--raw DIR] [--out DIR] [--check]'
const argv = parseArgv(process.argv.slice(2), { string: ['raw', 'out'], boolean: ['check'] })

function refuse(message: string): never {
  console.error(`${message}; ${usage}`)
  process.exit(2)
}

const unknown = Object.keys(argv).filter((key) => !['_', 'raw', 'out', 'check'].includes(key))
if (unknown.length > 0 || argv._.length > 0) refuse(`unknown option ${[...unknown.map((key) => `--${key}`), ...argv._].join(' ')}`)
for (const option of ['raw', 'out', 'check'] as const) {
  if (Array.isArray(argv[option])) refuse(`--${option} given more than once`)
}
for (const option of ['raw', 'out'] as const) {
  if (argv[option] === '') refuse(`--${option} needs a folder: --${option} DIR`)
}

stopSignal.removeEventListener('abort', exitNow)
process.exitCode = await runPipeline({
  raw: (argv.raw as string | undefined) ?? 'raw',
  out: (argv.out as string | undefined) ?? 'generated',
  check: argv.check === true,
  log: { info: (line) => console.log(line), error: (line) => console.error(line) },
  signal: stopSignal,
})
// An interrupted run may still be compiling in the background; nothing more of it is wanted.
if (stopSignal.aborted) process.exit()
