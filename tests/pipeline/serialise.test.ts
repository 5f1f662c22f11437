/**
 * The generated files' text (pipeline/serialise.ts): keys sorted at every level, two-space indent, a
 * trailing newline; and the same text in pieces for the files that grow with the study. The derivation
 * builds every output with its keys in order, so serialise writes it without a sorted copy.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { compileStudy } from './compile.ts'
import { isSorted, serialise, serialisedPieces } from '../../pipeline/serialise.ts'
import { openStudy } from '../../pipeline/read/study.ts'
import { StudyOutputs, type Output } from '../../pipeline/derive/index.ts'
import { Problems } from '../../pipeline/problems.ts'

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
    { z: [{ b: 1, a: { d: 1, c: 2 } }], a: { y: [{ f: 1, e: 2 }], x: 0 } },
  ]
  for (const value of values) assert.is([...serialisedPieces(value)].join(''), serialise(value), JSON.stringify(value)?.slice(0, 80))
  const findings = JSON.parse(OLD.find(({ file }) => file === 'findings.json')!.text) as { findings: unknown[] }
  assert.ok([...serialisedPieces(findings)].length >= findings.findings.length, 'each finding is a piece of its own')
})

test('isSorted: keys in order at every level, through arrays; serialise writes a sorted value as it is and sorts any other', () => {
  const cases: [unknown, boolean][] = [
    [null, true], [1, true], ['b', true], [[], true], [{}, true],
    [{ a: 1, b: { c: [{ d: 1, e: 2 }] } }, true],
    [{ b: 1, a: 2 }, false],
    [{ a: 1, b: { d: 1, c: 2 } }, false],
    [{ a: [{ x: 1 }, { z: 1, y: 2 }] }, false],
    [[[{ b: 1, a: 1 }]], false],
    // Enumerated by number ("9" before "10"), which compares as unsorted: sorted anyway, the same text.
    [{ 9: 1, 10: 2 }, false],
  ]
  for (const [value, sorted] of cases) {
    assert.is(isSorted(value), sorted, JSON.stringify(value))
    const plain = JSON.stringify(value, null, 2)
    if (sorted) assert.is(serialise(value), `${plain}\n`, JSON.stringify(value))
  }
  assert.is(serialise({ a: [{ z: 1, y: { q: 1, p: 2 } }], b: 1 }), `${JSON.stringify({ a: [{ y: { p: 2, q: 1 }, z: 1 }], b: 1 }, null, 2)}\n`)
})

/** The path to the first object whose keys are out of order, or undefined. */
function unsortedAt(value: unknown, at: string): string | undefined {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = unsortedAt(item, `${at}[${index}]`)
      if (found) return found
    }
  } else if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value)
    if (keys.some((key, index) => index > 0 && key < keys[index - 1]!)) return `${at}: ${keys.join(', ')}`
    for (const key of keys) {
      const found = unsortedAt((value as Record<string, unknown>)[key], `${at}.${key}`)
      if (found) return found
    }
  }
  return undefined
}

test('the derivation builds every output of every study here with its keys in order, so none is copied to be sorted', async () => {
  for (const raw of ['raw', 'tests/fixtures/other-study', 'tests/fixtures/transactions-other', 'examples/transactions-study']) {
    const problems = new Problems()
    const opened = await openStudy(raw, problems)
    assert.ok(opened, raw)
    const outputs = new StudyOutputs(opened.study)
    const made: Output[] = []
    for await (const entity of opened.entities()) {
      const { report, running } = outputs.entity(entity)
      made.push(report, ...(running ? [running] : []))
    }
    made.push(...Object.values(outputs.studyFiles()))
    assert.equal(problems.list, [], raw)
    assert.ok(made.some(({ file }) => file.startsWith('entities/')), raw)
    for (const output of made) {
      const found = unsortedAt(output.data, output.file)
      assert.ok(found === undefined, `${raw}: keys out of order at ${found}`)
      assert.ok(isSorted(output.data), `${raw}: ${output.file}`)
    }
  }
})

test.run()
