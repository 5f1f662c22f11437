/**
 * Issue 31's Shopify rules (item 4), held on an export of our own (examples/import/shopify/orders.csv,
 * made with tests/import/shopify-export.ts's columns): multi-line orders, an order abroad, a voided, a
 * pending and a cancelled one, a POS sale without a shipping address, a marketplace source, a military
 * address (AE), DC and PR, partial and full refunds (one of half a cent), an order seen again. Every
 * expected row is worked by hand in its comment.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { readFileSync } from 'node:fs'
import { removeFolders, runImportCli } from './run-import.ts'

test.after(removeFolders)

const file = 'examples/import/shopify/orders.csv'

test('the default import: one row per order on its date as written, Subtotal, refund shares rounded half away from zero', async () => {
  const ran = await runImportCli(['shopify', file, '--report', '/dev/null'])
  assert.is(ran.code, 0, ran.stderr)
  assert.is(ran.written, [
    'Date,State,Amount,Channel',
    '2024-01-05,NY,100.00,Direct', //   #1001: two line items, Subtotal 100.00 (Shipping 10.00 left out)
    '2024-01-09,CA,200.00,Direct', //   #1002: three line items, Subtotal 200.00, partially refunded
    '2024-01-09,CA,-43.01,Direct', //   -(50.00 x 200.00 / 232.50) = -43.0107... on the order's date
    '2024-02-01,TX,80.00,Direct', //    #1003: refunded in full (Shipping Country "United States")
    '2024-02-01,TX,-80.00,Direct', //   -(86.60 x 80.00 / 86.60) = -80.00
    //                                  #1004 voided, #1005 cancelled (though refunded), #1006 Ontario: dropped
    '2024-02-14,WA,35.50,Direct', //    #1007: POS, no shipping address: Billing Province WA, Billing Country US
    '2024-03-01,NJ,64.00,Direct', //    #1008: Source amazon, Direct without --marketplace-sources
    //                                  #1009 AE (US, no state), #1010 pending: dropped
    '2024-03-31,DC,150.00,Direct', //   #1011: 23:30 -0800 on 31 March, as written
    '2024-04-02,PR,30.00,Direct', //    #1012
    //                                  #1013: no shipping or billing address: not the US
    '2024-04-08,MA,50.00,Direct', //    #1014
    '2024-04-08,MA,-0.02,Direct', //    -(0.03 x 50.00 / 100.00) = -0.015: half a cent, away from zero
    '', //                              #1001 again, at the end: a duplicate, left out
  ].join('\n'))
})

test('--include-shipping, --time-zone and --marketplace-sources', async () => {
  const ran = await runImportCli(['shopify', file, '--include-shipping', '--time-zone', 'America/New_York', '--marketplace-sources', 'amazon,ebay'])
  assert.is(ran.code, 0, ran.stderr)
  assert.is(ran.written, [
    'Date,State,Amount,Channel',
    '2024-01-05,NY,110.00,Direct', //      100.00 + 10.00
    '2024-01-09,CA,215.00,Direct', //      200.00 + 15.00
    '2024-01-09,CA,-46.24,Direct', //      -(50.00 x 215.00 / 232.50) = -46.236...
    '2024-02-01,TX,80.00,Direct',
    '2024-02-01,TX,-80.00,Direct',
    '2024-02-14,WA,35.50,Direct', //       13:00 -0800 is 16:00 in New York, the same day
    '2024-03-01,NJ,70.00,Marketplace', //  Source amazon is listed
    '2024-04-01,DC,162.00,Direct', //      23:30 -0800 on 31 March is 02:30 on 1 April in New York
    '2024-04-02,PR,40.00,Direct',
    '2024-04-08,MA,95.00,Direct',
    '2024-04-08,MA,-0.03,Direct', //       -(0.03 x 95.00 / 100.00) = -0.0285
    '',
  ].join('\n'))
})

test('the report counts orders: read, written, dropped by the first reason, duplicates, undated refunds, totals by state', async () => {
  const dir = (await import('./run-import.ts')).temporaryFolder
  const report = `${await dir()}/report.json`
  const ran = await runImportCli(['shopify', file, '--report', report])
  assert.is(ran.code, 0, ran.stderr)
  const json = JSON.parse(readFileSync(report, 'utf8'))
  assert.equal(json.orders, { read: 14, written: 8, dropped: { cancelled: 1, status: 2, notUs: 2, noState: 1 }, duplicates: 1 })
  assert.equal(json.lines, { written: 11, sales: 8, refunds: 3, refundsWithoutOwnDate: 3 })
  assert.equal(json.totalsByState, { CA: '156.99', DC: '150.00', MA: '49.98', NJ: '64.00', NY: '100.00', PR: '30.00', TX: '0.00', WA: '35.50' })
  // The first dropped orders by line: #1004 on line 8 (its first row), #1005 on 9, ...
  assert.equal(json.firstDropped.map((item: { at: string; order: string; reason: string }) => `${item.at} ${item.order} ${item.reason}`), [
    `${file}:8 #1004 status`, `${file}:9 #1005 cancelled`, `${file}:10 #1006 not the US`, `${file}:13 #1009 no state`,
    `${file}:14 #1010 status`, `${file}:17 #1013 not the US`,
  ])
  assert.match(ran.stdout, /Orders: 14 read, 8 written, 6 dropped \(cancelled 1, status 2, not the US 2, no state 1\), 1 duplicates left out\./)
})

test('an order id seen again in another file is a duplicate', async () => {
  const ran = await runImportCli(['shopify', file, file])
  assert.is(ran.code, 0, ran.stderr)
  // The first file's own repeat of #1001, and every one of the second file's 15 runs of rows.
  assert.match(ran.stdout, /Orders: 14 read, 8 written, .*, 16 duplicates left out\./)
  assert.is(ran.written!.split('\n').length, 13)
})

test.run()
