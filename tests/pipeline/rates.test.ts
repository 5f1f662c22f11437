/**
 * generated/rates.json, the tax rates the study used (the Tax Rates page): every state of the sample's
 * rates.csv at its rate, with the entities that have nexus there and their liability, which add up to
 * the consolidated report's.
 */
import { readFileSync } from 'node:fs'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { compileStudy } from './compile.ts'
import type { Consolidated, Rates } from '../../schemas/generated/types.ts'

const test = suite('the rates the study used')

test('every state of rates.csv at its rate, by state code; nexus and liability as the consolidated report has them', async () => {
  const { files } = await compileStudy('raw')
  const read = <T>(file: string) => JSON.parse(files.find((found) => found.file === file)!.text) as T
  const rates = read<Rates>('rates.json')
  const consolidated = read<Consolidated>('consolidated.json')
  const csv = readFileSync('raw/rates.csv', 'utf8').trim().split(/\r?\n/).slice(1).map((line) => line.split(','))
  assert.is(rates.ratesFile, 'rates.csv')
  assert.equal(rates.states.map((row) => `${row.state} ${row.ratePercent}`), csv.map(([state, rate]) => `${state} ${Number(rate)}`).sort())
  const arizona = rates.states.find((row) => row.state === 'AZ')!
  // A, S and T crossed in Arizona (sample-study.test.ts); its rate 8.379 % from rates.csv
  assert.equal([arizona.ratePercent, arizona.entitiesWithNexus], [8.379, 3])
  assert.is(arizona.liabilityCents, consolidated.states.find((row) => row.state === 'AZ')!.liabilityCents)
  assert.is(rates.states.reduce((sum, row) => sum + row.liabilityCents, 0), consolidated.totals.liabilityCents)
  assert.is(rates.states.filter((row) => row.entitiesWithNexus > 0).length, consolidated.totals.statesWithNexus)
})

test.run()
