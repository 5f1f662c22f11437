/**
 * examples/import/study/ is a study of the examples' imports (issue 31 item 6): it compiles, and each of
 * its transactions files is exactly what npm run import writes from the examples (so the two cannot
 * drift apart).
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { readFileSync } from 'node:fs'
import { compileStudy } from '../pipeline/compile.ts'
import { removeFolders, runImportCli, temporaryFolder } from './run-import.ts'
import path from 'node:path'

test.after(removeFolders)

test('the study of the imported files compiles', async () => {
  const { problems, files } = await compileStudy('examples/import/study')
  assert.equal(problems, [])
  assert.ok(files.some((file) => file.file === 'entities/S.json'))
  // Stripe Tax's import holds a Not Taxable line (LAW.md's channel): PA's 90.00 product exempt, the
  // state's only sale, is in its total sales.
  const stripeTax = JSON.parse(files.find((file) => file.file === 'entities/ST.json')!.text)
  const pa = Object.values(stripeTax.exposures).flat().find((row) => (row as { stateCode: string }).stateCode === 'PA') as { totalSalesCents: number }
  assert.is(pa.totalSalesCents, 9000)
})

const imports: Record<string, string[][]> = {
  S: [['shopify', 'examples/import/shopify/orders.csv']],
  A: [['amazon-date-range', 'examples/import/amazon-date-range/report.csv']],
  T: [['amazon-sales-tax', 'examples/import/amazon-sales-tax/sales-tax-report.csv']],
  P: [['stripe-payments', 'examples/import/stripe-payments/payments.csv'], ['paypal', 'examples/import/paypal/download.csv', '--append']],
  W: [['woocommerce', 'examples/import/woocommerce/orders.csv']],
  E: [['etsy', 'examples/import/etsy/EtsySoldOrders2024-9.csv'], ['ebay', 'examples/import/ebay/orders-report.csv', '--append']],
  ST: [['stripe-tax', 'examples/import/stripe-tax/itemized-export.csv']],
}

for (const [code, commands] of Object.entries(imports)) {
  test(`transactions/${code}.csv is what its imports write`, async () => {
    const out = path.join(await temporaryFolder(), `${code}.csv`)
    for (const command of commands) assert.is((await runImportCli(command, out)).code, 0)
    assert.is(readFileSync(out, 'utf8'), readFileSync(`examples/import/study/transactions/${code}.csv`, 'utf8'))
  })
}

test.run()
