/**
 * One test per problem code (pipeline/problem-codes.ts): the whole line of a real problem of that code,
 * as npm run pipeline prints it, from a broken fixture or a small study made here from one. Fixtures and
 * the readers' tests hold a problem's place and code only, so a message reworded changes its code's test
 * here and nothing else. Then: every declared code has its test (a code nothing produces is dead),
 * every code the fixtures show is declared, and docs/problem-codes.md lists exactly the declared codes.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { fs, os, path } from 'zx'
import { readdirSync, readFileSync } from 'node:fs'
import { problemCodes, type ProblemCode } from '../../pipeline/problem-codes.ts'
import { Problems, formatProblem } from '../../pipeline/problems.ts'
import { checkOutput } from '../../pipeline/compile.ts'
import { runPipeline, type RunOptions } from '../../pipeline/run.ts'
import { MAX_CSV_BYTES, MAX_ENTITIES, MAX_LINES } from '../../common/limits.ts'
import { compileStudy, problemsOf } from './compile.ts'

const temporary: string[] = []
test.after(async () => {
  for (const dir of temporary) await fs.remove(dir)
})

async function temp(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'nexus-codes-'))
  temporary.push(dir)
  return dir
}

/** The lines a broken fixture prints. */
const fixture = (name: string) => () => problemsOf(`tests/fixtures/${name}`)

/**
 * The lines a copy of a fixture study prints once `change` has altered it; the copy's folder is shown
 * as `study`, so that the lines do not depend on where it was made.
 */
function changed(base: string, change: (dir: string) => Promise<unknown>): () => Promise<string[]> {
  return async () => {
    const dir = path.join(await temp(), 'study')
    await fs.copy(`tests/fixtures/${base}`, dir)
    await change(dir)
    const { problems } = await compileStudy(dir)
    return problems.map(formatProblem).map((line) => line.replaceAll(dir, 'study'))
  }
}

/**
 * The lines a run of the pipeline prints (npm run pipeline's error output) on a copy of the fixture
 * study `base`, written to `tmp`/out unless `options`, which may first lay out the folder, say
 * otherwise; the temporary folder is shown as `tmp`.
 */
function ran(base: string, options: (tmp: string) => Promise<Partial<RunOptions>>): () => Promise<string[]> {
  return async () => {
    const tmp = await temp()
    await fs.copy(`tests/fixtures/${base}`, path.join(tmp, 'study'))
    const lines: string[] = []
    const log = { info: () => undefined, error: (line: string) => lines.push(line) }
    await runPipeline({ raw: path.join(tmp, 'study'), out: path.join(tmp, 'out'), check: false, log, ...(await options(tmp)) })
    return lines.map((line) => line.replaceAll(tmp, 'tmp'))
  }
}

const write = (dir: string, file: string, text: string) => fs.outputFile(path.join(dir, file), text)
const manifest = async (dir: string, edit: (data: Record<string, unknown>) => void) => {
  const data = await fs.readJson(path.join(dir, 'study.json')) as Record<string, unknown>
  edit(data)
  await fs.writeJson(path.join(dir, 'study.json'), data, { spaces: 2 })
}

/** Each code: where a real problem of it comes from, and the line printed for it. */
const pins: { [Code in ProblemCode]: [produce: () => Promise<string[]>, line: string] } = {
  FILE_NOT_FOUND: [fixture('broken-missing-file'), 'tests/fixtures/broken-missing-file/study.json:9:73: FILE_NOT_FOUND "revenue/Quill.csv" does not exist; expected the file tests/fixtures/broken-missing-file/revenue/Quill.csv'],
  NOT_A_FILE: [fixture('broken-folder-not-file'), 'tests/fixtures/broken-folder-not-file/study.json:9:73: NOT_A_FILE "revenue/Q.csv" is a folder, not a file; expected a CSV file inside the study folder'],
  OUTSIDE_STUDY: [fixture('broken-symlink-outside'), 'tests/fixtures/broken-symlink-outside/study.json:4:12: OUTSIDE_STUDY "rates.csv" leads outside the study folder through a symbolic link; expected a CSV file inside the study folder'],
  CANNOT_READ: [changed('other-study', async (dir) => {
    // A link to itself: the system cannot resolve a path through it (ELOOP).
    await fs.symlink('loop', path.join(dir, 'loop'))
    await manifest(dir, (data) => { data.rates = 'loop/rates.csv' })
  }), 'study/study.json:7:12: CANNOT_READ "loop/rates.csv" cannot be read (ELOOP); expected a CSV file inside the study folder'],
  FILE_TOO_LARGE: [changed('other-study', (dir) => fs.truncate(path.join(dir, 'rates.csv'), MAX_CSV_BYTES + 1)),
    'study/study.json:4:12: FILE_TOO_LARGE "rates.csv" is too large: 64.1 MiB; expected at most 64 MiB'],
  NOT_UTF8: [fixture('broken-invalid-utf8-note'), 'tests/fixtures/broken-invalid-utf8-note/recommendations.csv:4:4: NOT_UTF8 the byte 0xE8 is not valid UTF-8; expected the file saved as UTF-8'],
  NUL_CHARACTER: [fixture('broken-nul-in-recommendation'), 'tests/fixtures/broken-nul-in-recommendation/recommendations.csv:2:15: NUL_CHARACTER a NUL character (U+0000) is not allowed in a study; expected text without NUL characters'],
  STRAY_BOM: [fixture('broken-bom-in-the-middle'), 'tests/fixtures/broken-bom-in-the-middle/default-statuses.csv:4:1: STRAY_BOM a byte-order mark (U+FEFF) in the middle of the file, as when two files are joined; expected one only at the very start'],
  NOT_CSV: [fixture('broken-invalid-closing-quote'), 'tests/fixtures/broken-invalid-closing-quote/revenue/Q.csv:3:2: NOT_CSV not valid CSV (CSV_INVALID_CLOSING_QUOTE): Invalid Closing Quote: got "x" at line 3 instead of delimiter, record delimiter, trimable character (if activated) or comment'],
  BAD_QUOTING: [fixture('broken-unterminated-quote'), 'tests/fixtures/broken-unterminated-quote/recommendations.csv:3:3: BAD_QUOTING a quoted field opens here and is never closed; expected a closing " before the end of the file'],
  MIXED_LINE_ENDINGS: [fixture('broken-transactions-carriage-return'), 'tests/fixtures/broken-transactions-carriage-return/transactions/Q1.csv:6:2: MIXED_LINE_ENDINGS the line ends with CR, unlike the header; expected one kind of line ending throughout the file'],
  EMPTY_FILE: [fixture('broken-empty-file'), 'tests/fixtures/broken-empty-file/default-statuses.csv:1:1: EMPTY_FILE the file is empty; expected the header State,Status'],
  MISSING_COLUMN: [fixture('broken-missing-column'), 'tests/fixtures/broken-missing-column/rates.csv:1:2: MISSING_COLUMN missing column "Rate"; expected the header State,Rate'],
  WRONG_COLUMN: [fixture('broken-wrong-header'), 'tests/fixtures/broken-wrong-header/revenue/X1.csv:1:2: WRONG_COLUMN column 2 is "Amount"; expected "Revenue"'],
  UNKNOWN_COLUMN: [fixture('broken-extra-column'), 'tests/fixtures/broken-extra-column/nexus/X1.csv:1:20: UNKNOWN_COLUMN unknown column "Comment"; expected only the columns Jurisdiction,Rule Set Name,Date Crossed Threshold,Aggregation Start Date,Aggregation End Date,Transactions Count,Transactions Threshold,Sales Amount,Sales Threshold,Sales After Nexus,Total Sales,Currency,Transactions Percentage,Sales Percentage,Transactions Status,Sales Status,Overall Status,Nexus Threshold Type,Period Type'],
  DUPLICATE_COLUMN: [changed('exposure-other', (dir) => write(dir, 'rules/limits.csv', 'State,Threshold Type,Sales Threshold,Transactions Threshold,Period Type,Interest Rate,Interest Rate\n')), 'study/rules/limits.csv:1:7: DUPLICATE_COLUMN column "Interest Rate" appears twice; expected each column once'],
  WRONG_FIELD_COUNT: [fixture('broken-row-field-count'), 'tests/fixtures/broken-row-field-count/nexus/X1.csv:4:19: WRONG_FIELD_COUNT the row has 18 fields; expected 19 (Jurisdiction,Rule Set Name,Date Crossed Threshold,Aggregation Start Date,Aggregation End Date,Transactions Count,Transactions Threshold,Sales Amount,Sales Threshold,Sales After Nexus,Total Sales,Currency,Transactions Percentage,Sales Percentage,Transactions Status,Sales Status,Overall Status,Nexus Threshold Type,Period Type)'],
  LINE_TOO_LONG: [fixture('broken-long-line'), 'tests/fixtures/broken-long-line/recommendations.csv:2:10001: LINE_TOO_LONG the line is 10024 characters long; expected at most 10000 characters per line'],
  TOO_MANY_LINES: [changed('other-study', (dir) => write(dir, 'rates.csv', `State,Rate\n${'AZ,1\n'.repeat(MAX_LINES)}`)), 'study/rates.csv:100001:1: TOO_MANY_LINES the file has 100001 lines; expected at most 100000 lines'],
  NOT_JSON: [fixture('broken-manifest-syntax'), 'tests/fixtures/broken-manifest-syntax/study.json:2:19: NOT_JSON not valid JSON: a key is missing here; expected a key in double quotes (and no comma after the last item)'],
  JSON_TOO_DEEP: [changed('other-study', (dir) => write(dir, 'study.json', '['.repeat(2000))),
    'study/study.json:1:65: JSON_TOO_DEEP this list is nested 65 levels deep; expected lists and objects nested at most 64 levels deep'],
  NOT_AN_OBJECT: [fixture('broken-manifest-not-an-object'), 'tests/fixtures/broken-manifest-not-an-object/study.json:1:1: NOT_AN_OBJECT the manifest is a list; expected a JSON object with the keys taxYear, product, preparedBy, rateSource, rulesIllustrative, rates, defaultStatuses, recommendations, thresholds, fx, exposure, law, rules, entities'],
  UNKNOWN_KEY: [fixture('broken-unknown-key'), 'tests/fixtures/broken-unknown-key/study.json:3:3: UNKNOWN_KEY unknown key "owner"; expected only taxYear, product, preparedBy, rateSource, rulesIllustrative, rates, defaultStatuses, recommendations, thresholds, fx, exposure, law, rules, entities'],
  MISSING_KEY: [fixture('broken-manifest-proto'), 'tests/fixtures/broken-manifest-proto/study.json:10:5: MISSING_KEY missing key "name"'],
  DUPLICATE_KEY: [fixture('broken-manifest-duplicate-key'), 'tests/fixtures/broken-manifest-duplicate-key/study.json:7:3: DUPLICATE_KEY key "taxYear" appears again in the manifest (first at line 2); expected each key once'],
  CONFLICTING_KEYS: [fixture('broken-transactions-manifest-keys'), 'tests/fixtures/broken-transactions-manifest-keys/study.json:10:103: CONFLICTING_KEYS entities[1] names both a transactions and a daily file; expected one of them'],
  TOO_MANY_ENTITIES: [changed('other-study', (dir) => manifest(dir, (data) => {
    data.entities = Array.from({ length: MAX_ENTITIES + 1 }, (_, index) => ({ code: `E${index}`, name: 'E', colour: 'green', revenue: 'revenue/Q.csv' }))
  })), 'study/study.json:10:15: TOO_MANY_ENTITIES entities lists 10001 entities; expected at most 10000'],
  DUPLICATE_ENTITY: [fixture('broken-manifest-duplicate-code'), 'tests/fixtures/broken-manifest-duplicate-code/study.json:9:15: DUPLICATE_ENTITY entity code "X1" is used twice (entities[0] and entities[1]); expected unique codes'],
  NO_THRESHOLDS: [fixture('broken-exposure-no-thresholds'), 'tests/fixtures/broken-exposure-no-thresholds/study.json:7:3: NO_THRESHOLDS exposure is given, but the study names no thresholds; expected a "thresholds" key naming thresholds.csv, the rules exposure is computed under, or "rules": "us" for the rules library\'s'],
  NO_THRESHOLD_ROW: [fixture('broken-transactions-state-missing'), `tests/fixtures/broken-transactions-state-missing/study.json:9:81: NO_THRESHOLD_ROW transactions/Q1.csv has sales in GA, which rules/thresholds.csv has no row for; expected a row in rules/thresholds.csv for every state an entity's transactions file touches`],
  LAW_WITHOUT_EXPOSURE: [fixture('broken-law-without-exposure'), 'tests/fixtures/broken-law-without-exposure/study.json:8:3: LAW_WITHOUT_EXPOSURE law is given, but the study has no exposure; expected an "exposure" key (firstYear, asOf) for the law\'s tables to price'],
  NOT_FIRST_OF_MONTH: [fixture('broken-law-returns-month-start'), 'tests/fixtures/broken-law-returns-month-start/law/returns.csv:3:2: NOT_FIRST_OF_MONTH Effective From 2021-01-15 is not the first day of a month; expected a returns row to begin on a first of a month, such as "2021-01-01"'],
  METHODS_DIFFER: [fixture('broken-law-methods'), 'tests/fixtures/broken-law-methods/law/interest.csv:4:4: METHODS_DIFFER Method "Monthly" differs from ID\'s row at line 2 (Simple); expected one method for all of a state\'s interest rows'],
  EXPOSURE_BOUNDS: [fixture('broken-exposure-years'), 'tests/fixtures/broken-exposure-years/study.json:8:30: EXPOSURE_BOUNDS exposure.firstYear 2023 is after the tax year 2022; expected a year no later than 2022'],
  BAD_AMOUNT: [fixture('broken-revenue-currency-sign'), 'tests/fixtures/broken-revenue-currency-sign/revenue/Q.csv:2:2: BAD_AMOUNT Revenue "$100001.00" is not valid; expected a plain decimal in USD with at most two decimal places and no thousands separators or currency sign, such as "1234.50"'],
  BAD_COUNT: [fixture('broken-count-decimal'), 'tests/fixtures/broken-count-decimal/nexus/X1.csv:5:6: BAD_COUNT Transactions Count "70.5" is not valid; expected a whole number, or blank'],
  BAD_RATE: [fixture('broken-rate-above-100'), 'tests/fixtures/broken-rate-above-100/rates.csv:7:2: BAD_RATE Rate "100.5" is not valid; expected a percentage from 0 to 100 with at most three decimal places, such as "8.379"'],
  NOT_A_DATE: [fixture('broken-date-formats'), 'tests/fixtures/broken-date-formats/nexus/X1.csv:3:3: NOT_A_DATE Date Crossed Threshold "12/31/2023" is not valid; expected a date as YYYY-MM-DD, or blank'],
  NOT_A_YEAR: [fixture('broken-manifest-values'), 'tests/fixtures/broken-manifest-values/study.json:2:14: NOT_A_YEAR taxYear "2023" is not valid; expected a four-digit tax year such as 2024'],
  UNKNOWN_STATE: [fixture('broken-state-unknown'), 'tests/fixtures/broken-state-unknown/recommendations.csv:2:2: UNKNOWN_STATE States lists "GU", not a US state, DC or PR code; expected codes such as "AZ", or "Potentially International"'],
  UNKNOWN_CURRENCY: [fixture('broken-currency-code'), 'tests/fixtures/broken-currency-code/nexus/X1.csv:2:12: UNKNOWN_CURRENCY Currency "£" is not valid; expected a three-letter currency code such as "USD", or UNKNOWN'],
  WRONG_CURRENCY: [async () => {
    // npm run import: an order in another currency than USD, located in the export.
    const dir = await temp()
    await write(dir, 'orders_export.csv', readFileSync('examples/import/shopify/orders.csv', 'utf8').replace(',USD,200.00,', ',EUR,200.00,'))
    const { main } = await import('../../import/cli.ts')
    const lines: string[] = []
    const { error, log } = console
    console.error = (line: string) => lines.push(line.replaceAll(dir, 'tmp'))
    console.log = () => undefined
    try {
      await main(['shopify', path.join(dir, 'orders_export.csv'), '--out', path.join(dir, 'transactions', 'S.csv')])
    } finally {
      console.error = error
      console.log = log
    }
    return lines
  }, 'tmp/orders_export.csv:4:8: WRONG_CURRENCY Currency "EUR" is not USD; expected every order in US dollars (the transactions contract is in USD: convert the export first)'],
  UNKNOWN_ENTITY: [fixture('broken-unknown-entity'), 'tests/fixtures/broken-unknown-entity/recommendations.csv:5:1: UNKNOWN_ENTITY Entity "Z9" is not in study.json; expected one of X1, Q'],
  NOT_ONE_OF: [fixture('broken-unknown-status'), 'tests/fixtures/broken-unknown-status/default-statuses.csv:3:2: NOT_ONE_OF Status "Exposed Maybe" is not valid; expected one of Crossed Threshold, Exposed, Not Exposed, No Sales Tax'],
  BLANK_VALUE: [fixture('broken-blank-required'), 'tests/fixtures/broken-blank-required/recommendations.csv:2:3: BLANK_VALUE Recommendation "" is not valid; expected the recommendation text, not empty'],
  NOT_BLANK: [fixture('broken-thresholds-rows'), 'tests/fixtures/broken-thresholds-rows/rules/thresholds.csv:10:3: NOT_BLANK Sales Threshold "10.00" is not valid; expected blank, since the threshold type has no sales part'],
  BAD_NAME: [fixture('broken-manifest-name-characters'), 'tests/fixtures/broken-manifest-name-characters/study.json:3:24: BAD_NAME product.name "Acme \\u202eTax" is not valid; expected a display name of at least one character, without control characters (tabs, line breaks), the invisible characters that reorder text (U+061C, U+200E, U+200F, U+2028 to U+202E, U+2066 to U+2069) or a lone surrogate (half of a UTF-16 pair, as JSON\'s \\ud800 spells one), such as "Client A"'],
  BAD_PATH: [fixture('broken-manifest-path-outside'), 'tests/fixtures/broken-manifest-path-outside/study.json:4:12: BAD_PATH rates "../other-study/rates.csv" is not valid; expected a .csv path relative to the study folder, such as "revenue/A.csv", without a lone surrogate (half of a UTF-16 pair, as JSON\'s \\ud800 spells one)'],
  BAD_VALUE: [fixture('broken-manifest-long-value'), 'tests/fixtures/broken-manifest-long-value/study.json:3:44: BAD_VALUE product.slug "Acme-Tax-Acme-Tax-Acme-Tax-Acme-Tax-Acme…" (270 characters) is not valid; expected lower-case words joined by hyphens, such as "northwind"'],
  DUPLICATE_STATE: [fixture('broken-duplicate-state'), 'tests/fixtures/broken-duplicate-state/revenue/Q.csv:5:1: DUPLICATE_STATE State "TX" appears again; expected each state once (first at line 3)'],
  DUPLICATE_ROW: [fixture('broken-nexus-rows'), 'tests/fixtures/broken-nexus-rows/nexus/X1.csv:9:1: DUPLICATE_ROW Jurisdiction "USA.S-NY" appears again; expected one row per jurisdiction (first at line 6)'],
  ROW_OUT_OF_ORDER: [fixture('broken-nexus-rows'), 'tests/fixtures/broken-nexus-rows/nexus/X1.csv:4:1: ROW_OUT_OF_ORDER "Unattributed Revenue" is not the last row; expected it after every jurisdiction'],
  AMOUNT_TOO_LARGE: [fixture('broken-amount-2-53-cents'), 'tests/fixtures/broken-amount-2-53-cents/revenue/X1.csv:2:2: AMOUNT_TOO_LARGE Revenue "90071992547409.92" is beyond the largest amount a study may hold, 999999999999.99 USD; expected an amount from -999999999999.99 to 999999999999.99'],
  COUNT_TOO_LARGE: [fixture('broken-count-401-digits'), 'tests/fixtures/broken-count-401-digits/nexus/X1.csv:3:6: COUNT_TOO_LARGE Transactions Count "1000000000000000000000000000000000000000…" (401 characters) is beyond the largest count a study may hold, 999999999999; expected a whole number up to 999999999999'],
  TOTAL_TOO_LARGE: [fixture('broken-study-revenue-total'), `tests/fixtures/broken-study-revenue-total/revenue/Q.csv:40:2: TOTAL_TOO_LARGE Revenue 999999999999.99 takes the study's revenue, summed over every entity without signs, beyond 90000000000000.00 USD, the largest total a study may hold; expected amounts that add up to at most that`],
  MORE_PROBLEMS: [changed('other-study', (dir) => write(dir, 'rates.csv', `State,Rate\n${'AZ,x\n'.repeat(105)}`)), 'study/rates.csv:102:2: MORE_PROBLEMS 5 more problems in this file from here on are not listed (at most 100 per file are); expected the file fixed as the ones listed show'],
  INTERNAL_ERROR: [async () => {
    const problems = new Problems()
    checkOutput({ file: 'overview.json', schema: 'output/overview.schema.json', data: { product: 'Acme Tax' } }, problems)
    return problems.list.map(formatProblem)
  }, `generated/overview.json:1:1: INTERNAL_ERROR internal error: / must have required property 'study' (schema output/overview.schema.json)`],
  OUT_OVERLAPS_STUDY: [ran('other-study', async (tmp) => ({ out: path.join(tmp, 'study', 'report') })), 'OUT_OVERLAPS_STUDY cannot write tmp/study/report: it is inside the study folder tmp/study; give --out a folder outside the study that is absent, empty or written by npm run pipeline'],
  OUT_NOT_A_FOLDER: [ran('other-study', async (tmp) => {
    await write(tmp, 'report.docx', 'my report\n')
    return { out: path.join(tmp, 'report.docx') }
  }), 'OUT_NOT_A_FOLDER cannot write tmp/report.docx: it is a file, not a folder; give --out a folder that is absent, empty or written by npm run pipeline'],
  OUT_NOT_OURS: [ran('other-study', (tmp) => write(tmp, 'out/notes.md', 'mine\n').then(() => ({}))), 'OUT_NOT_OURS cannot write tmp/out: it holds notes.md, which npm run pipeline did not write (it has no .nexus-study-output); give --out an absent or empty folder, or move what the pipeline did not write out of it'],
  LOCK_NOT_OURS: [ran('other-study', (tmp) => fs.symlink('notes.md', path.join(tmp, '.out.lock')).then(() => ({}))), 'LOCK_NOT_OURS cannot write tmp/out: its lock file tmp/.out.lock is a symbolic link; remove it yourself if no run of npm run pipeline is under way'],
  LOCK_BUSY: [ran('other-study', async (tmp) => {
    // A lock file naming a running process (this one), without flock: waited for, here not at all.
    await write(tmp, '.out.lock', `${process.pid}\n`)
    return { write: { flock: false, lockTimeoutMs: 0 } }
  }), `LOCK_BUSY cannot write tmp/out: another run (pid ${process.pid}) is still writing after 0 s; tmp/out left as it was`],
  // No such folder can be made in /proc, whoever runs the tests.
  WRITE_FAILED: [ran('other-study', async () => ({ out: '/proc/nexus-study-out' })), 'WRITE_FAILED cannot write /proc/nexus-study-out: no such file or directory; /proc/nexus-study-out left as it was'],
  OUT_OF_DATE: [ran('other-study', async (tmp) => {
    await fs.ensureDir(path.join(tmp, 'out'))
    return { check: true }
  }), 'tmp/out/overview.json: OUT_OF_DATE missing; run npm run pipeline'],
  KEPT_LEFTOVER: [ran('other-study', async (tmp) => {
    // A folder an earlier run replaced, which has since come to hold a file of someone's.
    const raw = path.join(tmp, 'study')
    const quiet = { info: () => undefined, error: () => undefined }
    await runPipeline({ raw, out: path.join(tmp, 'out'), check: false, log: quiet })
    await fs.copy(path.join(tmp, 'out'), path.join(tmp, '.out-old-abc123'))
    await write(tmp, '.out-old-abc123/notes.txt', 'mine\n')
    const { dev, ino } = await fs.stat(path.join(tmp, '.out-old-abc123'), { bigint: true })
    await write(tmp, '.out.lock', `999999\nreplaced .out-old-abc123 ${dev}:${ino}\n`)
    return {}
  }), 'KEPT_LEFTOVER kept tmp/.out-old-abc123 beside tmp/out: a run of npm run pipeline left it, but it holds notes.txt, which the pipeline did not write (its .nexus-study-output does not list it)'],
}

for (const [code, [produce, line]] of Object.entries(pins)) {
  test(`${code}: its wording, on a real problem of it`, async () => {
    const lines = await produce()
    if (process.env.PIN_DUMP) console.log(`${code}\n  ${lines.join('\n  ')}`)
    // The code stands after the place (path:line:column:, or a path alone), or first where there is none.
    assert.match(line, new RegExp(`^(?:\\S.*?: )?${code} `))
    assert.ok(lines.includes(line), `${line}\nnot among\n${lines.join('\n')}`)
  })
}

test('a transactions file with more problems than a file lists prints the first 100 and one line counting the rest exactly', async () => {
  const bad = 1500
  const lines = await changed('broken-transactions-bad-row', (dir) =>
    write(dir, 'transactions/Q1.csv', `Date,State,Amount\n${'2024-03-10,TX,x\n'.repeat(bad)}`))()
  const inFile = lines.filter((line) => line.startsWith('study/transactions/Q1.csv:'))
  assert.is(inFile.filter((line) => / BAD_AMOUNT /.test(line)).length, 100)
  assert.equal(inFile.filter((line) => / MORE_PROBLEMS /.test(line)).map((line) => /(\d+) more problems/.exec(line)?.[1]), [String(bad - 100)])
  assert.is(inFile.length, 101)
})

test('every code the fixtures show is declared', () => {
  const declared = new Set(Object.keys(problemCodes))
  for (const name of readdirSync('tests/fixtures').filter((folder) => folder.startsWith('broken-'))) {
    for (const line of readFileSync(`tests/fixtures/${name}/expected.txt`, 'utf8').trimEnd().split('\n')) {
      const code = / (\S+)$/.exec(line)?.[1] ?? ''
      assert.ok(declared.has(code), `${name}: ${line}`)
    }
  }
})

test('docs/problem-codes.md lists every code with its meaning, in the order declared, and nothing else', () => {
  const page = readFileSync('docs/problem-codes.md', 'utf8')
  const listed = [...page.matchAll(/^\| `([A-Z0-9_]+)` \| (.+) \|$/gm)].map(([, code, meaning]) => [code, meaning])
  assert.equal(listed, Object.entries(problemCodes))
})

test.run()
