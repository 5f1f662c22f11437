/**
 * Findings print money as money (issue 28, item 7): "$413,522.68", as every page writes an amount, not
 * "413522.68 USD". Each study that compiles here (the sample, every example, the fixtures with findings
 * of amounts) is compiled and every message of findings.json read: no amount in the old form, and the
 * amounts there are in dollars with thousands separated.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { compileStudy } from './compile.ts'
import type { Findings } from '../../schemas/generated/types.ts'

const STUDIES = ['raw', 'examples/exposure-study', 'examples/exposure-study-law', 'examples/transactions-study', 'tests/fixtures/figures-study']

for (const study of STUDIES) {
  test(`${study}: every amount in a finding is written in dollars`, async () => {
    const { problems, files } = await compileStudy(study)
    assert.equal(problems, [])
    const findings = JSON.parse(files.find((file) => file.file === 'findings.json')!.text) as Findings
    for (const { message } of findings.findings) {
      assert.not.match(message, /\d+\.\d\d USD\b/, message)
      assert.not.match(message, /\$\d{4}/, `${message}: thousands separated`)
    }
  })
}

test('the sample and the examples have findings with amounts to check', async () => {
  let amounts = 0
  for (const study of STUDIES) {
    const { files } = await compileStudy(study)
    const findings = JSON.parse(files.find((file) => file.file === 'findings.json')!.text) as Findings
    amounts += findings.findings.filter(({ message }) => /\$[\d,]+\.\d\d/.test(message)).length
  }
  assert.ok(amounts >= 2, `${amounts} findings with amounts`)
})

test.run()
