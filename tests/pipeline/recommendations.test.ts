/**
 * recommendations.csv checked against the manifest: a message names what was expected, and a long list
 * of it is cut (the fuzzer's mutant 602, seed 1: 300 entities made one message of 1,500 characters).
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { checkRecommendations } from '../../pipeline/read/recommendations.ts'
import { Problems, formatProblem } from '../../pipeline/problems.ts'
import type { StudyManifest } from '../../schemas/generated/types.ts'

const manifest = (codes: string[]) => ({ entities: codes.map((code) => ({ code })) }) as unknown as StudyManifest

function check(codes: string[], rows: { Entity: string; States: string }[]): string[] {
  const problems = new Problems()
  checkRecommendations('recommendations.csv', rows.map((values, index) => ({ line: index + 2, values: { ...values, Recommendation: 'Register', Note: '' } })), manifest(codes), problems)
  return problems.list.map(formatProblem)
}

test('an entity not in the manifest is named with the codes expected, at most ten of them and how many more', () => {
  assert.equal(check(['X1', 'Q'], [{ Entity: 'Z9', States: 'AZ' }]), ['recommendations.csv:2:1: UNKNOWN_ENTITY Entity "Z9" is not in study.json; expected one of X1, Q'])
  const codes = Array.from({ length: 300 }, (_, index) => `E${index}`)
  assert.equal(check(codes, [{ Entity: 'Z9', States: 'AZ' }]), [`recommendations.csv:2:1: UNKNOWN_ENTITY Entity "Z9" is not in study.json; expected one of ${codes.slice(0, 10).join(', ')} and 290 more`])
})

test('States of many unknown or repeated codes lists ten of them and how many more', () => {
  const unknown = Array.from({ length: 40 }, (_, index) => `Z${index}`)
  const [message] = check(['A'], [{ Entity: 'A', States: unknown.join(' ') }])
  assert.is(message, `recommendations.csv:2:2: UNKNOWN_STATE States lists ${unknown.slice(0, 10).map((code) => `"${code}"`).join(', ')} and 30 more, not a US state, DC or PR code; expected codes such as "AZ", or "Potentially International"`)
  assert.equal(check(['A'], [{ Entity: 'A', States: 'AZ AZ TX TX' }]), ['recommendations.csv:2:2: DUPLICATE_STATE States lists AZ, TX more than once; expected each state once'])
})

test.run()
