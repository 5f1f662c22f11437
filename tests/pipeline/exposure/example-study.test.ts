/**
 * The exposure example (examples/exposure-study, a copy of ../shared/exposure-study) compiled end to
 * end, against every figure of its ANSWERS.md, worked by an independent reference from EXPOSURE.md
 * alone: each entity's totals, and per state its nexus periods, collection starts, tax, interest,
 * penalties, exposure, VDA exposure and saving ('-' where the state offers no VDA) and action, in the
 * order of the tables (exposure descending); then the study's totals. The tables are read from the
 * file itself, so that no figure of it goes unchecked.
 */
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { fs, path, os } from 'zx'
import { compile, type CompiledStudy } from '../compile.ts'
import { runPipeline } from '../../../pipeline/run.ts'
import type { ExposureState } from '../../../schemas/generated/types.ts'
import { EXAMPLE as folder, money, sections, studyLine } from './answers.ts'

/** A state's row as ANSWERS.md writes it. */
function row(state: ExposureState): string[] {
  const periods = state.nexusPeriods.map((period) => `${period.start} to ${period.end}`).join('; ') || '-'
  const starts = state.nexusPeriods.map((period) => period.collectionStart).join('; ') || '-'
  return [
    state.state, periods, starts, money(state.taxCents), money(state.interestCents), money(state.penaltiesCents), money(state.exposureCents),
    state.vda ? money(state.vda.exposureCents) : '-', state.vda ? money(state.vda.savingCents) : '-', state.action ?? '-',
  ]
}

const test = suite<{ study: CompiledStudy }>('the exposure example against ANSWERS.md')
test.before(async (context) => {
  context.study = await compile(folder)
})

test('ANSWERS.md has the three entities of the example, 20 states in all', () => {
  assert.equal(sections().map(({ code, rows }) => `${code} ${rows.length}`), ['E 9', 'R 6', 'W 5'])
})

for (const { code, totals, rows } of sections()) {
  test(`${code}: ${totals}`, ({ study }) => {
    const report = study.exposure(code)
    const { taxCents, interestCents, penaltiesCents, exposureCents } = report.totals
    assert.is(`tax ${money(taxCents)}, interest ${money(interestCents)}, penalties ${money(penaltiesCents)}, exposure ${money(exposureCents)}`, totals)
  })
  test(`${code}: every state's periods, collection starts, tax, interest, penalties, exposure, VDA, saving and action, in order of exposure`, ({ study }) => {
    assert.equal(study.exposure(code).states.map(row), rows)
  })
}

test('the study: tax 243,389.64, interest 31,767.45, penalties 13,799.27, exposure 288,956.36, as the last line says', ({ study }) => {
  const { taxCents, interestCents, penaltiesCents, exposureCents } = study.studyExposure().totals
  const line = `Study: tax ${money(taxCents)}, interest ${money(interestCents)}, penalties ${money(penaltiesCents)}, exposure ${money(exposureCents)}.`
  assert.is(line, studyLine())
  assert.is(line, 'Study: tax 243,389.64, interest 31,767.45, penalties 13,799.27, exposure 288,956.36.')
  assert.equal(study.overview.exposure?.totals, study.studyExposure().totals)
})

test('a few of the figures, written out: AZ saves exactly its penalties, NE saves nothing, NJ offers no VDA, CO is only watched', ({ study }) => {
  const states = new Map(study.exposure('E').states.map((state) => [state.state, state]))
  const az = states.get('AZ')!
  assert.is(az.exposureCents, 1_592_733)
  assert.is(az.vda!.savingCents, az.penaltiesCents)
  assert.is(states.get('NE')!.vda!.savingCents, 0)
  assert.is(states.get('NE')!.action, 'File Back Returns')
  assert.is(states.get('NJ')!.vda, null)
  assert.equal([states.get('CO')!.action, states.get('CO')!.exposureCents, states.get('CO')!.nexusPeriods], ['Monitor', 0, []])
  assert.equal(states.get('TX')!.nexusPeriods.map((period) => period.collectionStarts), ['Days After 30', 'Days After 30'])
})

test('the exposure files are written with the rest, and --check names one that drifts', async () => {
  const out = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'exposure-check-')), 'out')
  const lines: string[] = []
  const log = { info: (line: string) => lines.push(line), error: (line: string) => lines.push(line) }
  assert.is(await runPipeline({ raw: folder, out, check: false, log }), 0, lines.join('\n'))
  assert.equal((await fs.readdir(path.join(out, 'exposure'))).sort(), ['E.json', 'R.json', 'W.json'])
  assert.ok(await fs.pathExists(path.join(out, 'exposure.json')))
  assert.is(await runPipeline({ raw: folder, out, check: true, log }), 0, lines.join('\n'))
  const file = path.join(out, 'exposure/R.json')
  await fs.writeFile(file, (await fs.readFile(file, 'utf8')).replace('"taxCents": 3241134', '"taxCents": 3241135'))
  lines.length = 0
  assert.is(await runPipeline({ raw: folder, out, check: true, log }), 1)
  assert.match(lines.join('\n'), /exposure\/R\.json: OUT_OF_DATE changed/)
  await fs.remove(path.dirname(out))
})

test.run()
