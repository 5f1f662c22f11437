/**
 * npm test: every check in order — types, schema types up to date, unit tests, browser tests — each
 * streamed as it runs; the last line totals them as "N passed, M failed".
 * A step that is not a uvu suite counts as one test. Every failure is repeated just above that line, with
 * its file, so that the tail of a long log says what failed.
 */
import { spawn } from 'node:child_process'

interface Step {
  name: string
  command: string
  /** A uvu run reports its own totals; any other step counts as one test. */
  uvu: boolean
}

const steps: Step[] = [
  { name: 'type-check (tsc --noEmit)', command: 'npm run --silent typecheck', uvu: false },
  { name: 'schemas/generated/types.ts matches schemas/', command: 'npm run --silent schemas -- --check', uvu: false },
  { name: 'unit tests', command: 'npm run --silent test:unit', uvu: true },
  { name: 'browser tests', command: 'npm run --silent test:e2e', uvu: true },
]

const only = process.argv.slice(2)
let passed = 0
let failed = 0
const failures: string[] = []
for (const step of steps.filter((s) => only.length === 0 || only.some((word) => s.name.includes(word)))) {
  console.log(`\n▶ ${step.name}`)
  const { code, output } = await run(step.command)
  if (step.uvu) {
    const totals = uvuTotals(output)
    if (totals) {
      passed += totals.passed
      failed += totals.total - totals.passed - totals.skipped
    }
    failures.push(...uvuFailures(output))
    // A suite that crashed before its summary, or exited non-zero with all passing, still fails once.
    if (!totals || (code !== 0 && totals.total === totals.passed + totals.skipped)) {
      failed += 1
      failures.push(`${step.name}: exited with code ${code}${totals ? '' : ' before its totals'}`)
    }
  } else if (code === 0) passed += 1
  else {
    failed += 1
    failures.push(`${step.name}: exited with code ${code}`)
  }
}
if (failures.length > 0) console.log(`\nfailed (each also above, where it ran):\n${failures.join('\n')}`)
console.log(`\n${passed} passed, ${failed} failed`)
process.exitCode = failed > 0 ? 1 : 0

function run(command: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => { output += chunk; process.stdout.write(chunk) })
    child.stderr.on('data', (chunk: Buffer) => { output += chunk; process.stderr.write(chunk) })
    child.on('close', (code) => resolve({ code: code ?? 1, output }))
  })
}

/** Output without its colours. */
function plainText(output: string): string {
  // eslint-disable-next-line no-control-regex
  return output.replace(/\u001b\[[0-9;]*m/g, '')
}

/**
 * uvu's failure reports ("FAIL "test"", the message, the details, the stack), each headed by its file;
 * a report runs to the next one, the next file or the totals. Stack lines inside node_modules are left out,
 * and a long report (a deep-equal diff of whole files) is cut short: it is printed whole where it ran.
 */
function uvuFailures(output: string): string[] {
  const reports: string[][] = []
  let file = ''
  let report: string[] | undefined
  for (const line of plainText(output).split('\n')) {
    if (/^\s*FAIL /.test(line)) reports.push(report = [`${file}: ${line.trim()}`])
    else if (/^\S.*\.test\.ts$/.test(line) || /^\s*Total:/.test(line)) {
      file = line.trim()
      report = undefined
    } else if (report && !/^\s*at .*node_modules/.test(line)) report.push(line)
  }
  const cut = (line: string) => (line.length > 160 ? `${line.slice(0, 160)}…` : line)
  return reports.map((lines) => {
    const stack = lines.filter((line) => /^\s*at /.test(line))
    const told = lines.filter((line) => !/^\s*at /.test(line) && line.trim() !== '')
    const more = told.length > 10 ? [`    … ${told.length - 10} more lines, printed where it ran`] : []
    return [...told.slice(0, 10).map(cut), ...more, ...stack.slice(0, 3)].join('\n')
  })
}

function uvuTotals(output: string): { total: number; passed: number; skipped: number } | undefined {
  const plain = plainText(output)
  const count = (label: string) => [...plain.matchAll(new RegExp(`${label}:\\s+(\\d+)`, 'g'))].map((m) => Number(m[1]))
  const total = count('Total'), pass = count('Passed'), skipped = count('Skipped')
  if (total.length === 0) return undefined
  const add = (values: number[]) => values.reduce((a, b) => a + b, 0)
  return { total: add(total), passed: add(pass), skipped: add(skipped) }
}
