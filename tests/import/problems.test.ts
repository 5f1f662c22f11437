/**
 * Bad input (issue 31 item 5): a date, amount or currency that cannot be read is a located problem,
 * checked on every order's first row before any filter (a voided order's too), all in one run, nothing
 * written; a mapping's mistakes are located in the mapping; --append keeps the file whole.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { fs, path } from 'zx'
import { readFileSync } from 'node:fs'
import { linesOfRows } from '../../import/lines.ts'
import { removeFolders, runImportCli, temporaryFolder } from './run-import.ts'

test.after(removeFolders)

const shopify = readFileSync('examples/import/shopify/orders.csv', 'utf8')

async function exportWith(text: string, name = 'orders_export.csv'): Promise<string> {
  const file = path.join(await temporaryFolder(), name)
  await fs.writeFile(file, text)
  return file
}

test('a bad date, amount and currency are each located, all in one run, and nothing is written', async () => {
  const file = await exportWith(shopify
    .replace('2024-02-03 12:00:00 -0500', '2024-02-30 12:00:00 -0500') // #1004, voided: checked all the same
    .replace(',USD,200.00,', ',EUR,200.00,') //                          #1002
    .replace(',USD,80.00,0.00,6.60,86.60', ',USD,80.0x,0.00,6.60,86.60')) // #1003
  const out = path.join(await temporaryFolder(), 'transactions', 'S.csv')
  await fs.outputFile(out, 'Date,State,Amount,Channel\n2023-01-01,NY,1.00,Direct\n')
  const ran = await runImportCli(['shopify', file], out)
  assert.is(ran.code, 1)
  assert.equal(ran.stderr.split('\n').map((line) => line.replace(file, 'orders_export.csv')), [
    'orders_export.csv:4:8: WRONG_CURRENCY Currency "EUR" is not USD; expected every order in US dollars (the transactions contract is in USD: convert the export first)',
    'orders_export.csv:7:9: BAD_AMOUNT Subtotal "80.0x" is not an amount; expected a plain decimal with at most two places, such as "1234.50" or "-12.50"',
    'orders_export.csv:8:16: NOT_A_DATE Created at "2024-02-30 12:00:00 -0500" is not a date as Shopify orders export writes it; expected such as "2024-03-31 14:05:09 -0400"',
    'nothing written: 3 problems',
  ])
  // The file that was there is left as it was.
  assert.is(ran.written, 'Date,State,Amount,Channel\n2023-01-01,NY,1.00,Direct\n')
})

test('a row after one with a line break inside quotes is located at the line an editor shows', async () => {
  const lines = shopify.split('\n')
  // #1002's first row (line 4) gets a note over two lines; #1003 (then line 8) a bad Subtotal.
  lines[3] = lines[3]!.replace(',Shopify Payments,', ',"Shopify\nPayments",')
  const file = await exportWith(lines.join('\n').replace(',USD,80.00,0.00,6.60,86.60', ',USD,eighty,0.00,6.60,86.60'))
  const ran = await runImportCli(['shopify', file])
  assert.is(ran.code, 1)
  assert.match(ran.stderr, new RegExp(`${file.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}:8:9: BAD_AMOUNT Subtotal "eighty"`))
})

test('the scan that locates rows counts lines as an editor does: quotes, CRLF, a lone CR, empty lines', async () => {
  const file = await exportWith('pre\r\nName,Note\r\n#1,"a\r\nb"\r\n\r\n#2,x\r#3,"""q"""\n#4,y\n')
  const handle = await fs.promises.open(file, 'r')
  try {
    const found = await linesOfRows(handle, 2, [1, 2, 3, 4, 5])
    assert.equal([...found], [[1, 3], [2, 6], [3, 7], [4, 8]])
  } finally {
    await handle.close()
  }
})

test('a header without a column the mapping reads is located on the header line, each column missing once', async () => {
  const file = await exportWith(shopify.replace('Financial Status,', 'Payment Status,').replace('Created at,', 'Created,'))
  const ran = await runImportCli(['shopify', file])
  assert.is(ran.code, 1)
  const lines = ran.stderr.split('\n')
  assert.ok(lines.some((line) => line.endsWith(':1:1: MISSING_COLUMN the header has no column "Financial Status"; expected the columns of Shopify orders export: "Name", "Financial Status", "Created at", "Cancelled at", "Currency", "Subtotal", "Shipping", "Total", "Refunded Amount", "Shipping Province", "Shipping Country", "Billing Province", "Billing Country", "Source"')), lines.join('\n'))
  assert.ok(lines.some((line) => / MISSING_COLUMN the header has no column "Created at"/.test(line)))
  assert.is(lines.length, 3)
})

test('a mapping\'s mistakes are located in the mapping: an unknown key, a value out of the vocabulary, a zone that does not exist', async () => {
  const dir = await temporaryFolder()
  const mapping = JSON.parse(readFileSync('import/presets/shopify.json', 'utf8'))
  mapping.date.format = 'DD.MM.YYYY'
  mapping.date.zone = 'Mars/Olympus'
  mapping.amount.sql = 'SELECT 1'
  const file = path.join(dir, 'mine.json')
  await fs.writeFile(file, JSON.stringify(mapping, null, 2))
  const ran = await runImportCli(['--mapping', file, 'examples/import/shopify/orders.csv'])
  assert.is(ran.code, 1)
  const text = await fs.readFile(file, 'utf8')
  const at = (needle: string) => {
    const offset = text.indexOf(needle)
    const before = text.slice(0, offset).split('\n')
    return `${before.length}:${before.at(-1)!.length + 1}`
  }
  const lines = ran.stderr.split('\n').map((line) => line.replace(file, 'mine.json'))
  assert.ok(lines.includes(`mine.json:${at('"DD.MM.YYYY"')}: NOT_ONE_OF date.format "DD.MM.YYYY" is not valid; expected how the date is written: YYYY-MM-DD, YYYY-MM-DD and anything after, YYYY-MM-DD HH:MM:SS +HHMM, YYYY-MM-DD HH:MM[:SS], ISO 8601 with offset, MM/DD/YYYY, MM/DD/YY, Mon D, YYYY H:MM:SS AM ZONE (ZONE a US abbreviation such as PST) or Mon-DD-YY`), lines.join('\n'))
  assert.ok(lines.some((line) => line.startsWith(`mine.json:${at('"sql"')}: UNKNOWN_KEY unknown key "sql" in amount;`)), lines.join('\n'))
  assert.is(ran.written, undefined)
  // The zone is told once the vocabulary is right.
  mapping.date.format = 'YYYY-MM-DD HH:MM:SS +HHMM'
  delete mapping.amount.sql
  await fs.writeFile(file, JSON.stringify(mapping, null, 2))
  const again = await runImportCli(['--mapping', file, 'examples/import/shopify/orders.csv'])
  const zone = (await fs.readFile(file, 'utf8')).split('\n').findIndex((line: string) => line.includes('Mars/Olympus')) + 1
  assert.match(again.stderr, new RegExp(`mine\\.json:${zone}:\\d+: BAD_VALUE date\\.zone "Mars/Olympus" is not a time zone`))
})

test('a mapping nested deeper than 64 levels is JSON_TOO_DEEP at the [ or { of level 65, however it is nested (issue 26, item 3)', async () => {
  const dir = await temporaryFolder()
  const file = path.join(dir, 'deep.json')
  const preset = readFileSync('import/presets/shopify.json', 'utf8')
  // `[},` repeated: under the old plain count of brackets it stayed one level deep, and jsonc-parser,
  // which skips the } and nests each [, threw RangeError; a preset's value nested 10,000 levels deep.
  const cases: [string, string][] = [
    ['[},'.repeat(10_000), `1:${3 * 64 + 1}`],
    [preset.replace('"name": "Shopify', `"name": ${'['.repeat(10_000)}"Shopify`), ''],
  ]
  for (const [text, place] of cases) {
    await fs.writeFile(file, text)
    const expected = place || (() => {
      // Inside the preset's object, one level: the 64th [ opens the 65th.
      const before = text.slice(0, text.indexOf('['.repeat(10_000)) + 63).split('\n')
      return `${before.length}:${before.at(-1)!.length + 1}`
    })()
    const ran = await runImportCli(['--mapping', file, 'examples/import/shopify/orders.csv'])
    assert.is(ran.code, 1)
    assert.equal(ran.stderr.split('\n').map((line) => line.replace(file, 'deep.json')), [
      `deep.json:${expected}: JSON_TOO_DEEP this list is nested 65 levels deep; expected lists and objects nested at most 64 levels deep`,
    ])
    assert.is(ran.written, undefined)
  }
})

test('--append adds to the file; a storefront and a processor over the same dates are warned of', async () => {
  const out = path.join(await temporaryFolder(), 'transactions', 'M.csv')
  const first = await runImportCli(['woocommerce', 'examples/import/woocommerce/orders.csv'], out)
  assert.is(first.code, 0, first.stderr)
  const second = await runImportCli(['stripe-payments', 'examples/import/stripe-payments/payments.csv', '--append'], out)
  assert.is(second.code, 0, second.stderr)
  assert.is(second.written, readFileSync('examples/import/woocommerce/expected.csv', 'utf8') + readFileSync('examples/import/stripe-payments/expected.csv', 'utf8').split('\n').slice(1).join('\n'))
  assert.not.match(second.stdout, /Warning/)
  // A storefront's sales of 2 and 3 May appended to the processor's of 1 to 4 May: likely the same sales.
  const may = await exportWith(readFileSync('examples/import/woocommerce/orders.csv', 'utf8').replace(/2024-07-0/g, '2024-05-0'))
  const third = await runImportCli(['woocommerce', may, '--append'], out)
  assert.is(third.code, 0, third.stderr)
  assert.match(third.stdout, /Warning: woocommerce \(a storefront, 2024-05-02 to 2024-05-03\) and stripe-payments \(a payment processor, 2024-05-01 to 2024-05-04\) are both in this file from 2024-05-02 to 2024-05-03: the same sales may be counted twice/)
})

test.run()
