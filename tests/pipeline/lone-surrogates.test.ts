/**
 * A lone surrogate (half of a UTF-16 pair: JSON spells one as "\ud800") is no character: in a display
 * name it would reach the site as U+FFFD, and in a path the system is given U+FFFD instead, so another
 * file would be read than the one named. study.json refuses one, located at its value; a surrogate
 * pair (an emoji) is a character like any other. The CSV files cannot hold one: UTF-8 has no form for
 * it, and the bytes a lenient encoder writes for it (ED A0 80, "CESU-8") are not UTF-8.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { fs, os, path } from 'zx'
import { Problems } from '../../pipeline/problems.ts'
import { readCsv } from '../../pipeline/read/csv.ts'
import { compileStudy, whereAndCode } from './compile.ts'

const temporary: string[] = []
test.after(async () => {
  for (const dir of temporary) await fs.remove(dir)
})

/** A copy of the good study tests/fixtures/other-study, its manifest edited. */
async function study(edit: (data: { product: { name: string }; entities: { name: string; revenue?: string }[] }) => void): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'nexus-surrogates-'))
  temporary.push(dir)
  await fs.copy('tests/fixtures/other-study', dir)
  const data = await fs.readJson(path.join(dir, 'study.json'))
  edit(data)
  // JSON.stringify writes a lone surrogate as its escape, \ud800, as a user's editor would keep it
  await fs.writeFile(path.join(dir, 'study.json'), JSON.stringify(data, null, 2))
  return dir
}

const located = async (dir: string) => (await compileStudy(dir)).problems.map((problem) => whereAndCode(problem).replace(`${dir}/`, ''))

test('a lone surrogate in a name is BAD_NAME at its value, high or low, and nothing is written', async () => {
  const dir = await study((data) => {
    data.product.name = 'Acme \udfff'
    data.entities[0]!.name = 'Xylo \ud800Ltd'
  })
  const { problems, files } = await compileStudy(dir)
  assert.equal(problems.map((problem) => whereAndCode(problem).replace(`${dir}/`, '')), ['study.json:4:13: BAD_NAME', 'study.json:13:15: BAD_NAME'])
  assert.is(files.length, 0)
  assert.match(problems[1]!.message, 'entities[0].name "Xylo \\ud800Ltd" is not valid; expected a display name')
  assert.match(problems[1]!.message, 'or a lone surrogate')
})

test('a surrogate pair, an emoji, is a name like any other and reaches the site whole', async () => {
  const dir = await study((data) => {
    data.entities[1]!.name = 'Quill & Co \ud83d\ude00'
  })
  const { problems, files } = await compileStudy(dir)
  assert.equal(problems, [])
  const overview = JSON.parse(files.find((file) => file.file === 'overview.json')!.text) as { entities: { entity: { name: string } }[] }
  assert.ok(overview.entities.some(({ entity }) => entity.name === 'Quill & Co 😀'))
})

test('a lone surrogate in a path is BAD_PATH, not a read of the file named with U+FFFD in its place', async () => {
  const dir = await study((data) => {
    data.entities[1]!.revenue = 'revenue/\ud800.csv'
  })
  // what the system would open for it
  await fs.copy(path.join(dir, 'revenue', 'Q.csv'), path.join(dir, 'revenue', '\ufffd.csv'))
  const problems = await located(dir)
  assert.equal(problems, ['study.json:22:18: BAD_PATH'])
})

test('a CSV file cannot hold a lone surrogate: its bytes as a lenient encoder writes them (ED A0 80) are NOT_UTF8 at their place', () => {
  const bytes = Buffer.concat([Buffer.from('Entity,States,Recommendation,Note\nX1,CA,Register,Note '), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from('\n')])
  const problems = new Problems()
  const rows = readCsv({ display: 'recommendations.csv', bytes }, ['Entity', 'States', 'Recommendation', 'Note'], 'input/recommendations.schema.json', problems)
  assert.is(rows, undefined)
  assert.equal(problems.list.map(whereAndCode), ['recommendations.csv:2:21: NOT_UTF8'])
})

test.run()
