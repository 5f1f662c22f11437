/**
 * The generated files' text (pipeline/serialise.ts): keys sorted at every level, two-space indent, a
 * trailing newline; and the same text in pieces for the files that grow with the study.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { compileStudy } from '../../pipeline/run.ts'
import { serialise, serialisedPieces } from '../../pipeline/serialise.ts'

const OLD = (await compileStudy('raw')).files
const NEW = (await compileStudy('tests/fixtures/other-study')).files

test('serialise sorts keys at every level, keeps a key named __proto__ as a key, indents two spaces and ends in a newline', () => {
  const data = JSON.parse('{"b":1,"__proto__":{"z":null,"y":"é"},"a":[{"d":[],"c":{}},2],"skipped":{"u":1}}') as Record<string, unknown>
  ;(data.skipped as Record<string, unknown>).u = undefined
  assert.is(serialise(data), [
    '{',
    '  "__proto__": {',
    '    "y": "é",',
    '    "z": null',
    '  },',
    '  "a": [',
    '    {',
    '      "c": {},',
    '      "d": []',
    '    },',
    '    2',
    '  ],',
    '  "b": 1,',
    '  "skipped": {}',
    '}',
    '',
  ].join('\n'))
})

test('keys that are array indices come first, by number, at every level, as in an object built with sorted keys', () => {
  const data = JSON.parse('{"b":1,"10":2,"9":3,"a":{"x":1,"2":0,"01":4},"list":[{"10":1,"9":2}]}') as unknown
  assert.is(serialise(data), `${JSON.stringify({ 9: 3, 10: 2, a: { 2: 0, '01': 4, x: 1 }, b: 1, list: [{ 9: 2, 10: 1 }] }, null, 2)}\n`)
  assert.ok(serialise(data).indexOf('"9"') < serialise(data).indexOf('"10"'))
  assert.ok(serialise(data).indexOf('"2"') < serialise(data).indexOf('"01"'))
})

test('serialisedPieces joined is serialise\'s text, for every generated file and for edge cases, a list item a piece', () => {
  const values: unknown[] = [
    ...OLD.map(({ text }) => JSON.parse(text) as unknown), ...NEW.map(({ text }) => JSON.parse(text) as unknown),
    {}, [], [1, [2]], 'text', 3, null, { a: [] }, { a: {} }, { only: [[], {}, 'x'] },
    { skipped: undefined, kept: 1, list: [undefined, () => 1] }, { skipped: undefined },
    JSON.parse('{"__proto__":{"b":1,"a":2},"z":[{"y":1,"x":[{"w":null}]}]}'),
    { 10: [1], 9: [2], a: [3] },
  ]
  for (const value of values) assert.is([...serialisedPieces(value)].join(''), serialise(value), JSON.stringify(value)?.slice(0, 80))
  const findings = JSON.parse(OLD.find(({ file }) => file === 'findings.json')!.text) as { findings: unknown[] }
  assert.ok([...serialisedPieces(findings)].length >= findings.findings.length, 'each finding is a piece of its own')
})

test.run()
