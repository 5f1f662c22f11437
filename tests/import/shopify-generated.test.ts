/**
 * The Shopify preset on an export of thousands of orders (tests/import/shopify-export.ts, the bench's
 * generator: multi-row orders, orders abroad, voided, pending, cancelled, partly and wholly refunded, POS),
 * held to issue 31 item 4's rules worked out here in TypeScript, row by row, with BigInt cents: the
 * import's lines, in order, and its report's counts and totals by state. The preset reads each order's
 * first row only (import/sql.ts, readsFirstRowsOnly); this holds that path to the rules on many orders.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'csv-parse/sync'
import { writeFileSync } from 'node:fs'
import { removeFolders, runImportCli, temporaryFolder } from './run-import.ts'
import { shopifyColumns, shopifyRow, writeShopifyExport, type ShopifyColumn } from './shopify-export.ts'

test.after(removeFolders)

const cents = (text: string) => BigInt(text.replace('.', ''))
const amount = (value: bigint) => `${value < 0n ? '-' : ''}${(value < 0n ? -value : value) / 100n}.${String((value < 0n ? -value : value) % 100n).padStart(2, '0')}`
const states = new Set(['AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'PR', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY'])

/** −(refunded × amount ÷ total) rounded half away from zero to the cent; 0 when the total is 0. */
function share(refunded: bigint, sale: bigint, total: bigint): bigint {
  if (total === 0n) return 0n
  const product = refunded * sale
  const magnitude = ((product < 0n ? -product : product) * 2n + (total < 0n ? -total : total)) / (2n * (total < 0n ? -total : total))
  return (product < 0n) !== (total < 0n) ? magnitude : -magnitude
}

test('a generated export of 6,000 line items imports to the lines and counts the rules give', async () => {
  const file = path.join(await temporaryFolder(), 'orders_export.csv')
  const orders = await writeShopifyExport(file, 6000, 7)
  const rows = parse(readFileSync(file), { columns: true }) as Record<string, string>[]

  const lines = ['Date,State,Amount,Channel']
  const dropped = { cancelled: 0, status: 0, notUs: 0, noState: 0 }
  const totals = new Map<string, bigint>()
  let written = 0
  let refunds = 0
  for (const [index, row] of rows.entries()) {
    if (index > 0 && rows[index - 1]!.Name === row.Name) continue // not the order's first row
    const us = (country: string) => country === 'US' || country === 'United States'
    const place = row['Shipping Country'] !== '' || row['Shipping Province'] !== '' ? [row['Shipping Province']!, row['Shipping Country']!] : [row['Billing Province']!, row['Billing Country']!]
    if (row['Cancelled at'] !== '') dropped.cancelled++
    else if (!['paid', 'partially_refunded', 'refunded'].includes(row['Financial Status']!)) dropped.status++
    else if (!us(place[1]!)) dropped.notUs++
    else if (!states.has(place[0]!.toUpperCase())) dropped.noState++
    else {
      const state = place[0]!.toUpperCase()
      const date = row['Created at']!.slice(0, 10)
      const sale = cents(row.Subtotal!)
      lines.push(`${date},${state},${amount(sale)},Direct`)
      let total = sale
      const refunded = cents(row['Refunded Amount']!)
      if (refunded > 0n) {
        const back = share(refunded, sale, cents(row.Total!))
        lines.push(`${date},${state},${amount(back)},Direct`)
        total += back
        refunds++
      }
      totals.set(state, (totals.get(state) ?? 0n) + total)
      written++
    }
  }
  // The export holds what the rules are about.
  assert.ok(dropped.cancelled > 0 && dropped.status > 0 && dropped.notUs > 0 && refunds > 50 && rows.length > orders * 2, JSON.stringify({ dropped, refunds, orders }))

  const report = path.join(await temporaryFolder(), 'report.json')
  const ran = await runImportCli(['shopify', file, '--report', report])
  assert.is(ran.code, 0, ran.stderr)
  assert.is(ran.written, `${lines.join('\n')}\n`)
  const json = JSON.parse(readFileSync(report, 'utf8'))
  assert.equal(json.orders, { read: orders, written, dropped, duplicates: 0 })
  assert.equal(json.lines, { written: written + refunds, sales: written, refunds, refundsWithoutOwnDate: refunds })
  assert.equal(json.totalsByState, Object.fromEntries([...totals].sort(([a], [b]) => a.localeCompare(b)).map(([state, total]) => [state, amount(total)])))
})

// The first-row path reads each value as the export writes it and trims it only where a test of it fails
// (import/sql.ts, readFirst): a value written with spaces around it (a space, a no-break space, an em
// space; a blank cell as spaces) must import as the same value written without them.
test('values written with spaces around them import as the same values without', async () => {
  const folder = await temporaryFolder()
  const plain = path.join(folder, 'plain.csv')
  await writeShopifyExport(plain, 3000, 11)
  const rows = parse(readFileSync(plain), { columns: true }) as Record<ShopifyColumn, string>[]
  const read: ShopifyColumn[] = ['Financial Status', 'Created at', 'Cancelled at', 'Currency', 'Subtotal', 'Shipping', 'Total', 'Refunded Amount',
    'Shipping Province', 'Shipping Country', 'Billing Province', 'Billing Country', 'Source']
  const spaces = [' ', '\u00a0', '\u2003', '  ']
  let padded = 0
  const lines = rows.map((row, index) => {
    if (index > 0 && rows[index - 1]!.Name === row.Name) return shopifyRow(row)
    const values = { ...row }
    for (const [at, column] of read.entries()) {
      const space = spaces[(index + at) % spaces.length]!
      values[column] = (index + at) % 3 === 0 ? `${space}${row[column]}` : (index + at) % 3 === 1 ? `${row[column]}${space}` : `${space}${row[column]}${space}`
      padded++
    }
    return shopifyRow(values)
  })
  const spaced = path.join(folder, 'spaced.csv')
  writeFileSync(spaced, `${shopifyColumns.join(',')}\n${lines.join('\n')}\n`)
  assert.ok(padded > 10_000, String(padded))

  const a = await runImportCli(['shopify', plain, '--report', path.join(folder, 'a.json')])
  const b = await runImportCli(['shopify', spaced, '--report', path.join(folder, 'b.json')])
  assert.is(a.code, 0, a.stderr)
  assert.is(b.code, 0, b.stderr)
  assert.ok(a.written!.split('\n').length > 1000)
  assert.is(b.written, a.written)
  const report = (file: string) => {
    const json = JSON.parse(readFileSync(file, 'utf8'))
    return { orders: json.orders, lines: json.lines, totals: json.totalsByState, dropped: json.firstDropped.map((item: { at: string }) => item.at.replace(/^.*:/, '')) }
  }
  assert.equal(report(path.join(folder, 'b.json')), report(path.join(folder, 'a.json')))
})

test.run()
