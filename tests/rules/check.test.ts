/**
 * `npm run rules -- check`: the library passes (no error); its report at a fixed --today, and the law
 * example's own tables against the library, against golden files (compared exactly; regenerate on
 * purpose with UPDATE_GOLDEN=1 and review the diff: they change whenever the library's rows do). A small
 * library made here, broken on purpose, pins each error and warning of the library's lint, and the
 * boundary of VERIFIED_LONG_AGO; a copy of the law example one of the study's. The command is run as a
 * process for its exit codes (0, 1 on an error, 2 for a wrong option), those processes started together.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { execFile } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { fs, os, path } from 'zx'
import { checkLibrary, checkStudy, hasErrors, report, type Checked } from '../../pipeline/rules/check.ts'
import { checkCodes } from '../../pipeline/rules/check-codes.ts'
import { COLUMNS } from '../../pipeline/rules/library.ts'

const TODAY = '2026-06-30'
const tsx = import.meta.resolve('tsx')
const repo = fileURLToPath(new URL('../../', import.meta.url))
const cli = fileURLToPath(new URL('../../pipeline/rules/cli.ts', import.meta.url))
const golden = (name: string) => fileURLToPath(new URL(`./golden/${name}`, import.meta.url))

function matchesGolden(text: string, name: string): void {
  if (process.env.UPDATE_GOLDEN === '1') writeFileSync(golden(name), text)
  assert.fixture(text, readFileSync(golden(name), 'utf8'))
}

interface Run { code: number; stdout: string; stderr: string }

function rules(...args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', tsx, cli, ...args], { cwd: repo, maxBuffer: 1 << 24 }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr })
    })
  })
}

const temporary: string[] = []
test.after(async () => {
  for (const dir of temporary) await fs.remove(dir)
})

async function temp(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'nexus-rules-check-'))
  temporary.push(dir)
  return dir
}

/** A copy of the law example with `change` made to it, at tmp/study. */
async function lawStudy(change: (dir: string) => Promise<unknown>): Promise<string> {
  const dir = path.join(await temp(), 'study')
  await fs.copy('examples/exposure-study-law', dir)
  await change(dir)
  return dir
}

/** A CSV line of a library table from its cells by column (blank where not given). */
function line(table: keyof typeof COLUMNS, cells: Record<string, string>): string {
  return COLUMNS[table].map((column) => {
    const cell = cells[column] ?? ''
    return /[",]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell
  }).join(',')
}

/** A library of a few rows under root/rules/us, each broken on purpose as its comment says. */
async function brokenLibrary(): Promise<string> {
  const root = await temp()
  const cited = (source: string, verified = '2026-01-10') => ({ Source: source, 'Verified On': verified })
  const tables: Record<keyof typeof COLUMNS, Record<string, string>[]> = {
    thresholds: [
      { State: 'AK', 'Threshold Type': 'No Sales Tax', 'Period Type': 'Previous Calendar Year', ...cited('No state sales tax') },
      // Line 3, then line 4 dated before it: out of order.
      { State: 'TX', 'Threshold Type': 'Sales', 'Sales Threshold': '500000.00', 'Period Type': 'Preceding 12 Calendar Months', 'Effective From': '2019-07-01', 'Collection Starts': 'Months After 3', ...cited('34 TAC 3.286') },
      { State: 'TX', 'Threshold Type': 'Sales', 'Sales Threshold': '400000.00', 'Period Type': 'Preceding 12 Calendar Months', 'Effective From': '2018-10-01', ...cited('An earlier rule') },
      // The previous calendar year, collecting the next year; verified a year and a day before today.
      { State: 'CO', 'Threshold Type': 'Sales', 'Sales Threshold': '100000.00', 'Period Type': 'Previous Calendar Year', 'Effective From': '2019-06-01', 'Collection Starts': 'Next Year', ...cited('C.R.S. 39-26-102(3)', '2025-06-29') },
      // No Source; verified exactly a year before today: not long ago.
      { State: 'NV', 'Threshold Type': 'Sales', 'Sales Threshold': '100000.00', 'Period Type': 'Previous Calendar Year', 'Effective From': '2018-10-01', ...cited('', '2025-06-30') },
      // No Verified On.
      { State: 'UT', 'Threshold Type': 'Sales', 'Sales Threshold': '100000.00', 'Period Type': 'Previous Calendar Year', 'Effective From': '2019-01-01', ...cited('Utah Code 59-12-107', '') },
    ],
    marketplace: [{ State: 'TX', 'Effective From': '2019-10-01', ...cited('Tex. Tax Code 151.0242') }],
    // Not the first of a month: the pipeline refuses it.
    returns: [{ State: 'TX', 'Effective From': '2019-07-15', Frequency: 'Monthly', 'Due Day': '20', ...cited('Comptroller') }],
    // Two methods for one state: the pipeline refuses the second.
    interest: [
      { State: 'TX', 'Effective From': '2023-01-01', Rate: '8.5', Method: 'Simple', 'Starts After Days': '60', ...cited('Tex. Tax Code 111.060') },
      { State: 'TX', 'Effective From': '2024-01-01', Rate: '0.8', Method: 'Monthly', ...cited('Tex. Tax Code 111.060') },
    ],
    // One state, one date, twice.
    penalties: [
      { State: 'TX', 'Effective From': '2018-01-01', 'Initial Percent': '5', ...cited('Comptroller') },
      { State: 'TX', 'Effective From': '2018-01-01', 'Initial Percent': '10', ...cited('Comptroller') },
    ],
    disclosure: [],
  }
  for (const [table, rows] of Object.entries(tables) as [keyof typeof COLUMNS, Record<string, string>[]][]) {
    await fs.outputFile(path.join(root, 'rules/us', `${table}.csv`), [COLUMNS[table].join(','), ...rows.map((row) => line(table, row))].join('\n') + '\n')
  }
  return root
}

/** A report's lines, the temporary folder shown as tmp. */
const lines = (checked: Checked, tmp: string) => report(checked).replaceAll(tmp, 'tmp').trimEnd().split('\n')

// Every process starts at once: each pays tsx's start-up, which on a busy machine is seconds.
const brokenStudy = lawStudy((dir) => fs.outputFile(path.join(dir, 'law/returns.csv'),
  readFileSync('examples/exposure-study-law/law/returns.csv', 'utf8').replace('CA,2024-05-01,', 'CA,2024-05-15,')))
const runs = {
  library: rules('check', '--today', TODAY),
  broken: brokenStudy.then((dir) => rules('check', dir, '--today', TODAY)),
  twoStudies: rules('check', 'examples/rules-study', 'examples/exposure-study-law'),
  showOption: rules('check', '--on', TODAY),
  notADay: rules('check', '--today', '2026-02-30'),
}

test('the library has no error: every row read as a study reads it, cited, verified and in date order', () => {
  const checked = checkLibrary(TODAY)
  assert.equal(checked.lines.filter((found) => found.severity === 'error'), [])
  assert.not.ok(hasErrors(checked))
  assert.ok(checked.rows > 100, `${checked.rows} rows`)
  assert.is(checked.files, 6)
})

test(`check --today ${TODAY} prints the library's report exactly (check-${TODAY}.txt)`, () => {
  matchesGolden(report(checkLibrary(TODAY)), `check-${TODAY}.txt`)
})

test(`check examples/exposure-study-law --today ${TODAY}: its own tables against the library, exactly (check-exposure-study-law-${TODAY}.txt)`, async () => {
  const checked = await checkStudy('examples/exposure-study-law', TODAY)
  assert.not.ok(hasErrors(checked))
  matchesGolden(report(checked), `check-exposure-study-law-${TODAY}.txt`)
})

test('a broken library: the pipeline\'s errors, and each of the library\'s own, every one located', async () => {
  const root = await brokenLibrary()
  const checked = checkLibrary(TODAY, 'us', root)
  assert.ok(hasErrors(checked))
  assert.equal(lines(checked, root), [
    `Rules check of rules/us, today ${TODAY} (facts of law as cited; not legal advice)`,
    '9 rows in 4 files: 6 errors, 2 warnings, 0 notices',
    '',
    'errors:',
    'tmp/rules/us/interest.csv:3:4: METHODS_DIFFER Method "Monthly" differs from TX\'s row at line 2 (Simple); expected one method for all of a state\'s interest rows',
    'tmp/rules/us/penalties.csv:3:2: DUPLICATE_STATE State "TX" has a second row with Effective From 2018-01-01 (first at line 2); expected a distinct Effective From on each of a state\'s rows',
    'tmp/rules/us/returns.csv:2:2: NOT_FIRST_OF_MONTH Effective From 2019-07-15 is not the first day of a month; expected a returns row to begin on a first of a month, such as "2019-07-01"',
    'tmp/rules/us/thresholds.csv:4:6: OUT_OF_DATE_ORDER TX\'s row from 2018-10-01 comes after its row from 2019-07-01 at line 3; expected a state\'s rows in date order',
    'tmp/rules/us/thresholds.csv:6:16: RULE_WITHOUT_SOURCE NV\'s thresholds row from 2018-10-01 names no Source; expected the statute, regulation or department notice it rests on',
    'tmp/rules/us/thresholds.csv:7:17: NOT_VERIFIED UT\'s thresholds row from 2019-01-01 has no Verified On; expected the date of its source as read',
    '',
    'warnings:',
    'tmp/rules/us/thresholds.csv:5:11: COLLECTION_DELAYED_TWICE CO\'s rule measures the previous calendar year and starts collecting on 1 January after the crossing: collecting begins a year after the crossing, two years after the sales that crossed. Check the row: a state that measures the previous year seldom delays again.',
    'tmp/rules/us/thresholds.csv:5:17: VERIFIED_LONG_AGO CO\'s thresholds row from 2019-06-01 was verified on 2025-06-29, more than a year before 2026-06-30; check its source again',
  ])
})

test('a study\'s own rows: out of date order is a warning and a row without a Source a notice (LAW.md); the readers\' errors are errors', async () => {
  const dir = await lawStudy(async (study) => {
    const file = path.join(study, 'law/interest.csv')
    const [header, ...rows] = readFileSync(file, 'utf8').trimEnd().split('\n')
    // TX's 2023 row moved above its 2020 row.
    const tx2023 = rows.findIndex((row) => row.startsWith('TX,2023-01-01,'))
    const tx2020 = rows.findIndex((row) => row.startsWith('TX,2020-01-01,'))
    const [moved] = rows.splice(tx2023, 1)
    rows.splice(tx2020, 0, moved!)
    await fs.outputFile(file, [header, ...rows].join('\n') + '\n')
  })
  const checked = await checkStudy(dir, TODAY)
  assert.not.ok(hasErrors(checked))
  const tmp = path.dirname(dir)
  const found = lines(checked, tmp).filter((text) => /OUT_OF_DATE_ORDER|law\/interest\.csv:\d+:\d+: RULE_WITHOUT_SOURCE TX/.test(text))
  assert.equal(found, [
    'tmp/study/law/interest.csv:8:2: OUT_OF_DATE_ORDER TX\'s row from 2020-01-01 comes after its row from 2023-01-01 at line 7; expected a state\'s rows in date order',
    'tmp/study/law/interest.csv:9:6: RULE_WITHOUT_SOURCE TX\'s interest row from 2025-01-01 names no Source; expected the statute, regulation or department notice it rests on',
  ])
  assert.equal(checked.lines.filter((row) => row.code === 'OUT_OF_DATE_ORDER').map((row) => row.severity), ['warning'])
  assert.equal(checked.lines.filter((row) => row.code === 'RULE_WITHOUT_SOURCE').map((row) => row.severity).filter((severity) => severity !== 'notice'), [])
})

test('a study naming the library: its own row that differs says it stands for the state instead of the library\'s', async () => {
  const dir = path.join(await temp(), 'study')
  await fs.copy('examples/rules-study', dir)
  await fs.outputFile(path.join(dir, 'thresholds.csv'), 'State,Threshold Type,Sales Threshold,Transactions Threshold,Period Type,Effective From,Source,Verified On\nTX,Sales,500000.00,,Previous 12 Months,2019-07-01,The adviser\'s reading,2026-06-01\n')
  const manifest = await fs.readJson(path.join(dir, 'study.json')) as Record<string, unknown>
  await fs.writeJson(path.join(dir, 'study.json'), { ...manifest, thresholds: 'thresholds.csv' }, { spaces: 2 })
  const checked = await checkStudy(dir, TODAY)
  // The library's TX row of 2019-07-01, wherever rows added above it have moved it.
  const library = readFileSync('rules/us/thresholds.csv', 'utf8').split('\n').findIndex((row) => row.startsWith('TX,Sales,500000.00,,Preceding 12 Calendar Months,2019-07-01,')) + 1
  assert.equal(lines(checked, path.dirname(dir)).slice(1), [
    '1 row in 1 file: 0 errors, 1 warning, 0 notices',
    '',
    'warnings:',
    `tmp/study/thresholds.csv:2:1: DIFFERS_FROM_LIBRARY TX's thresholds row from 2019-07-01 says "Sales, sales $500,000.00; Previous 12 Months; collection starts Crossing Day; nexus lasts Next Year End; counts marketplace Yes, exempt Yes, resale Yes, not taxable Yes"; the library's in force on 2019-07-01, rules/us/thresholds.csv:${library} from 2019-07-01, says "Sales, sales $500,000.00; Preceding 12 Calendar Months; collection starts Months After 3; nexus lasts Next Year End; counts marketplace Yes, exempt Yes, resale Yes, not taxable Yes" (npm run rules -- show TX --on 2019-07-01); the study's rows of this table stand for TX instead of the library's`,
  ])
})

test('npm run rules -- check --today prints the golden report, exit 0', async () => {
  const run = await runs.library
  assert.is(run.stderr, '')
  assert.is(run.code, 0)
  assert.fixture(run.stdout, readFileSync(golden(`check-${TODAY}.txt`), 'utf8'))
})

test('npm run rules -- check STUDY with an error exits 1, the error located in the study\'s file', async () => {
  const run = await runs.broken
  assert.is(run.code, 1)
  assert.match(run.stdout, /^Rules check of .*'s own tables against rules\/us, today 2026-06-30/)
  assert.match(run.stdout, /law\/returns\.csv:3:2: NOT_FIRST_OF_MONTH Effective From 2024-05-15 is not the first day of a month/)
  assert.match(run.stdout, /: 1 error, /)
})

for (const [what, run, message] of [
  ['two studies', runs.twoStudies, 'check takes one study folder at most, not examples/rules-study examples/exposure-study-law'],
  ['an option of show', runs.showOption, 'unknown option --on for check'],
  ['a --today that is not on the calendar', runs.notADay, '--today needs a day of the calendar as YYYY-MM-DD'],
] as const) {
  test(`npm run rules -- check refuses ${what}: exit 2, one line with the usage`, async () => {
    const { code, stdout, stderr } = await run
    assert.is(code, 2)
    assert.is(stdout, '')
    assert.ok(stderr.startsWith(message), stderr)
    assert.ok(stderr.includes('check [STUDY_DIR] [--today YYYY-MM-DD]'), stderr)
    assert.is(stderr.trim().split('\n').length, 1)
  })
}

test('docs/rules-usage.md lists every code of check with its meaning and severities, in the order declared', () => {
  const docs = readFileSync('docs/rules-usage.md', 'utf8')
  const listed = [...docs.matchAll(/^\| `([A-Z_]+)` \| (.+) \| (\w+|-) \| (\w+|-) \|$/gm)].map(([, code, meaning, library, study]) => [code, meaning, library, study])
  assert.equal(listed, Object.entries(checkCodes).map(([code, { meaning, library, study }]) => [code, meaning, library ?? '-', study ?? '-']))
})

test.run()
