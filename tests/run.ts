/**
 * npm test: every check in order — types, schema types up to date, unit tests, browser tests — each
 * streamed as it runs; the last line totals them as "N passed, M failed".
 * A step that is not a uvu suite counts as one test.
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
  { name: 'schemas/types.ts and validators.cjs match schemas/', command: 'npm run --silent schemas -- --check', uvu: false },
  { name: 'unit tests', command: 'npm run --silent test:unit', uvu: true },
  { name: 'browser tests', command: 'npm run --silent test:e2e', uvu: true },
]

const only = process.argv.slice(2)
let passed = 0
let failed = 0
for (const step of steps.filter((s) => only.length === 0 || only.some((word) => s.name.includes(word)))) {
  console.log(`\n▶ ${step.name}`)
  const { code, output } = await run(step.command)
  if (step.uvu) {
    const totals = uvuTotals(output)
    if (totals) {
      passed += totals.passed
      failed += totals.total - totals.passed - totals.skipped
    }
    // A suite that crashed before its summary, or exited non-zero with all passing, still fails once.
    if (!totals || (code !== 0 && totals.total === totals.passed + totals.skipped)) failed += 1
  } else if (code === 0) passed += 1
  else failed += 1
}
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

function uvuTotals(output: string): { total: number; passed: number; skipped: number } | undefined {
  // eslint-disable-next-line no-control-regex
  const plain = output.replace(/\u001b\[[0-9;]*m/g, '')
  const count = (label: string) => [...plain.matchAll(new RegExp(`${label}:\\s+(\\d+)`, 'g'))].map((m) => Number(m[1]))
  const total = count('Total'), pass = count('Passed'), skipped = count('Skipped')
  if (total.length === 0) return undefined
  const add = (values: number[]) => values.reduce((a, b) => a + b, 0)
  return { total: add(total), passed: add(pass), skipped: add(skipped) }
}
