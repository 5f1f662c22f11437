/**
 * recommendations.csv checked against the manifest: a message names what was expected, and a long list
 * of it is cut (the fuzzer's mutant 602, seed 1: 300 entities made one message of 1,500 characters).
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { checkRecommendations } from '../../pipeline/read/recommendations.ts'
import { Problems, formatProblem } from '../../pipeline/problems.ts'
import type { RecommendationRow, StudyManifest } from '../../schemas/generated/types.ts'

const manifest = (codes: string[]) => ({ entities: codes.map((code) => ({ code })) }) as unknown as StudyManifest

function check(codes: string[], rows: { Entity: string; States: string; Action?: RecommendationRow['Action'] }[]): string[] {
  const problems = new Problems()
  const columns = ['Entity', 'States', 'Recommendation', 'Note', ...(rows.some((row) => row.Action !== undefined) ? ['Action'] : [])]
  checkRecommendations('recommendations.csv', rows.map((values, index) => ({ line: index + 2, values: { Recommendation: 'Register', Note: '', ...values, Action: values.Action ?? '' } })), columns, manifest(codes), problems)
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

test('with an Action column an entity may have one row per Action; a second row of one Action, or a state twice, is a problem', () => {
  assert.equal(check(['F'], [
    { Entity: 'F', States: 'TX', Action: 'Voluntary Disclosure' },
    { Entity: 'F', States: 'WA CO', Action: 'File Back Returns' },
    { Entity: 'F', States: 'UT', Action: '' },
  ]), [])
  assert.equal(check(['F'], [
    { Entity: 'F', States: 'TX', Action: 'Register' },
    { Entity: 'F', States: 'WA', Action: 'Register' },
    { Entity: 'F', States: 'UT', Action: '' },
    { Entity: 'F', States: 'CO', Action: '' },
    { Entity: 'F', States: 'NV TX', Action: 'Monitor' },
  ]), [
    'recommendations.csv:3:1: DUPLICATE_ROW Entity "F" has a second row with Action "Register"; expected one row per entity and Action (first at line 2)',
    'recommendations.csv:5:1: DUPLICATE_ROW Entity "F" has a second row; expected one row per entity (first at line 4)',
    'recommendations.csv:6:2: DUPLICATE_STATE States lists TX, which line 2 lists for entity "F" already; expected each state in one row of an entity',
  ])
})

test('a row marked Potentially International takes no Action: it lists no state to act in', () => {
  assert.equal(check(['C'], [{ Entity: 'C', States: 'Potentially International', Action: 'Register' }]), [
    'recommendations.csv:2:5: NOT_BLANK Action "Register" is given for a row marked Potentially International, which lists no US state to act in; expected a blank Action',
  ])
})

test('the rows of an entity come together: every state listed, the row that lists each, its Potentially International row', () => {
  const problems = new Problems()
  const rows = [
    { Entity: 'F', States: 'TX', Action: 'Voluntary Disclosure' as const },
    { Entity: 'F', States: 'Potentially International', Action: '' as const },
    { Entity: 'F', States: 'WA CO', Action: 'None' as const },
  ].map((values, index) => ({ line: index + 2, values: { ...values, Recommendation: 'r', Note: '' } }))
  const [entity] = checkRecommendations('recommendations.csv', rows, ['Entity', 'States', 'Recommendation', 'Note', 'Action'], manifest(['F']), problems)
  assert.equal(problems.list, [])
  assert.equal([entity!.states, entity!.potentiallyInternational, entity!.line, entity!.rowOf.get('CO')!.action, entity!.rowOf.get('TX')!.line], [['TX', 'WA', 'CO'], true, 3, 'None', 2])
})

test.run()
