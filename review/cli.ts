/**
 * npm run diff -- OLD [NEW]  |  npm run diff -- --base REV [NEW]     [--max-chars N]
 * Prints in Markdown what changed between two compiled studies (NEW defaults to generated/; with --base,
 * OLD is generated/ at a git revision, read with git). Exit 0 when it could compare, whatever changed; 1
 * when a side cannot be read or is no compiled study (a located line each); 2 for a wrong option.
 */
import { parseArgs } from 'node:util'

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
const [{ readFolder }, { readGitFolder }, { Unreadable }, { cut, review }] = await Promise.all([
  import('./sides/folder.ts'), import('./sides/git.ts'), import('./sides/side.ts'), import('./report.ts'),
])
try {
  const old = base === undefined ? readFolder(positionals[0]!) : await readGitFolder(base as string)
  const now = readFolder(positionals[folders - 1] ?? 'generated')
  const text = await review(old, now)
  process.stdout.write(maxChars === undefined ? text : cut(text, Number(maxChars)))
} catch (error) {
  if (!(error instanceof Unreadable)) throw error
  for (const line of error.lines) console.error(line)
  process.exitCode = 1
}
