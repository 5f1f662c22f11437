/**
 * npm run diff -- OLD [NEW]  |  npm run diff -- --base REV [NEW]     [--max-chars N]
 * Prints in Markdown what changed between two compiled studies (NEW defaults to generated/; with --base,
 * OLD is generated/ at a git revision, read with git). OLD and NEW may each be a compiled study or a
 * study as received (a folder holding study.json), which is compiled first by the pipeline's command, as
 * a process, into a temporary folder (sides/study-folder.ts). Exit 0 when it could compare, whatever
 * changed; 1 when a side cannot be read, is no study or does not compile (a located line each, the
 * pipeline's own for a study that does not compile); 2 for a wrong option; 128 + the signal's number
 * when stopped.
 */
import { parseArgs } from 'node:util'
import type { Side } from './sides/side.ts'

const usage = 'usage: npm run diff -- OLD [NEW] | --base REV [NEW] [--max-chars N]'

function refuse(message: string): never {
  console.error(`${message}; ${usage}`)
  process.exit(2)
}

// Not strict, so that every wrong option is refused here with the usage rather than thrown.
const { values, positionals } = parseArgs({
  args: process.argv.slice(2),
  options: { base: { type: 'string', multiple: true }, 'max-chars': { type: 'string', multiple: true } },
  strict: false,
  allowPositionals: true,
})
const unknown = Object.keys(values).filter((key) => !['base', 'max-chars'].includes(key))
if (unknown.length > 0) refuse(`unknown option ${unknown.map((key) => `--${key}`).join(' ')}`)
const given = values as Record<'base' | 'max-chars', (string | boolean)[] | undefined>
for (const option of ['base', 'max-chars'] as const) if ((given[option]?.length ?? 0) > 1) refuse(`--${option} given more than once`)
const [base] = given.base ?? []
const [maxChars] = given['max-chars'] ?? []
if (base === true || base === '') refuse('--base needs a revision: --base REV')
if (maxChars !== undefined && !/^[1-9]\d*$/.test(String(maxChars))) refuse('--max-chars needs a whole number of characters: --max-chars 60000')
const folders = base === undefined ? 2 : 1
if (positionals.length > folders) refuse(`too many folders: ${positionals.join(' ')}`)
if (base === undefined && positionals.length === 0) refuse('which study to compare? give OLD, or --base REV')

// Loaded once the options are known to be right, so that a wrong one is refused at once.
const [{ Compiler }, { readGitFolder }, { Unreadable }, { cut, review }] = await Promise.all([
  import('./sides/study-folder.ts'), import('./sides/git.ts'), import('./sides/side.ts'), import('./report.ts'),
])
const compiler = new Compiler()
// On a signal, the pipelines still compiling are stopped and waited for, then the temporary folder goes;
// a second signal kills them outright. The exit code is the shell's for the signal.
for (const [name, number] of [['SIGINT', 2], ['SIGTERM', 15], ['SIGHUP', 1]] as const) {
  process.on(name, () => {
    void compiler.stop().then(() => {
      compiler.remove()
      process.exit(128 + number)
    })
  })
}
// Whatever else ends the run (an error not foreseen), nothing compiled is left behind.
process.on('exit', () => compiler.remove())
try {
  // Both sides at once: a study as received compiles while the other is read or compiled, and every
  // side that cannot be compared is said, OLD's lines first.
  const opened = await Promise.allSettled([
    base === undefined ? compiler.open(positionals[0]!, 'OLD') : readGitFolder(base as string),
    compiler.open(positionals[folders - 1] ?? 'generated', 'NEW'),
  ])
  const refused = opened.flatMap((side) => (side.status === 'rejected' ? [side.reason as unknown] : []))
  if (refused.length > 0) {
    for (const side of opened) if (side.status === 'fulfilled') side.value.close()
    const unforeseen = refused.find((error) => !(error instanceof Unreadable))
    if (unforeseen) throw unforeseen
    throw new Unreadable(refused.flatMap((error) => (error as InstanceType<typeof Unreadable>).lines))
  }
  const [old, now] = opened.map((side) => (side as PromiseFulfilledResult<Side>).value) as [Side, Side]
  const text = await review(old, now)
  process.stdout.write(maxChars === undefined ? text : cut(text, Number(maxChars)))
} catch (error) {
  if (!(error instanceof Unreadable)) throw error
  for (const line of error.lines) console.error(line)
  process.exitCode = 1
} finally {
  compiler.remove()
}
