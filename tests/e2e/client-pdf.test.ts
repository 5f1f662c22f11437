/**
 * The client's edition of the PDF (issue 28 item 4), printed for the sample and the exposure example (and
 * the law and rules-study examples, for file references) and
 * read back with pdftotext: page 1 is the executive summary (the study's total exposure or liability
 * since nexus, the states and amounts per action, the as-of date), and no page holds a data check, a file
 * reference, a site path or a sort mark. The working edition holds them. The client's edition is refused
 * while a warning finding stands, naming each, and printed with --allow-findings, the findings returned
 * for the terminal. Every figure is read from the study's generated JSON, none typed in.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import type { Findings, Overview } from '../../schemas/generated/types.ts'
import { usd } from '../../common/format.ts'
import { FindingsStand, printStudy, sections, type Edition, type PrintResult } from '../../web/pdf.ts'
import { actionRow, leadLine } from '../../web/pdf-summary.ts'
import { distDir, generatedDir, repo } from '../../web/folders.ts'
import { squash } from './expected.ts'
import { GLOSSARY } from '../../report/glossary.ts'
import { GLOSSARY_SECTION } from '../../web/pdf-glossary.ts'
import { builtStudy } from './studies.ts'

const test = suite('the client edition of the PDF')

type Study = { name: string; dist: string; generated: string }
const studies: Study[] = []
const work = mkdtempSync(join(tmpdir(), 'nexus-client-pdf-'))

test.before(async () => {
  studies.push({ name: 'the sample', dist: distDir(), generated: generatedDir() })
  const exposure = await builtStudy('examples/exposure-study')
  studies.push({ name: 'the exposure example', dist: exposure.dist, generated: exposure.generated })
})
test.after(() => rmSync(work, { recursive: true, force: true }))

const read = <T>(study: Study, file: string) => JSON.parse(readFileSync(join(study.generated, file), 'utf8')) as T
const warnings = (study: Study) => read<Findings>(study, 'findings.json').findings.filter((finding) => finding.severity === 'warning')

async function printed(study: Study, edition: Edition): Promise<{ result: PrintResult; pages: string[] }> {
  const result = await printStudy({ dist: study.dist, generated: study.generated, outDir: join(work, `${study.name}-${edition}`), edition, allowFindings: true })
  const text = execFileSync('/usr/bin/pdftotext', ['-enc', 'UTF-8', result.file, '-'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  return { result, pages: text.split('\f').slice(0, result.pages).map(squash) }
}

/** What only the reviewer's edition may hold: data checks, file references, site paths, sort marks. */
const REVIEWER_ONLY: [string, RegExp][] = [
  ['a data check', /data checks?\b/i],
  ['a file reference', /\.csv\b/],
  ['a site path', /\/brand-/],
  ['a sort mark', /[↕▲▼]/],
]

/** What a client's edition holds that only the reviewer's may: each found, by its page. */
const reviewerOnly = (pages: string[]) =>
  pages.flatMap((text, index) => REVIEWER_ONLY.filter(([, pattern]) => pattern.test(text)).map(([what, pattern]) => `page ${index + 1}: ${what} (${text.match(pattern)![0]})`))

test('the client edition of each study: page 1 its executive summary, no data check, file reference, site path or sort mark on any page', async () => {
  for (const study of studies) {
    const overview = read<Overview>(study, 'overview.json')
    const { summary } = overview
    const { result, pages } = await printed(study, 'client')
    assert.ok(result.file.endsWith(`${overview.study.slug}-${overview.study.taxYear}-nexus-study.pdf`), result.file)
    assert.is(result.edition, 'client')
    assert.equal(result.sections.map((section) => section.path), sections(overview, 'client').map((section) => section.path))
    assert.not.ok(result.sections.some((section) => section.title === 'Data checks'), study.name)
    // printed despite the warnings (allowFindings): each returned for the terminal, none in the PDF
    assert.equal(result.findings, warnings(study), study.name)
    assert.ok(result.findings.length > 0, `${study.name} has warning findings`)

    const first = pages[0]!
    const lead = leadLine(summary)
    const expected = [
      summary.group,
      summary.asOf,
      `${lead.label} ${usd(lead.cents)}`,
      ...summary.actions.map((action) => actionRow(summary, action).join(' ')),
      ...(summary.exposure ? [usd(summary.exposure.taxCents), usd(summary.exposure.interestCents), usd(summary.exposure.penaltiesCents)] : [usd(summary.liabilityCents)]),
      ...(summary.vdaSavingCents === null ? [] : [usd(summary.vdaSavingCents)]),
      summary.rateSource,
      ...summary.collectionStartsAhead.map((start) => start.collectionStart),
    ]
    assert.equal(expected.filter((text) => !first.includes(text)), [], `page 1 of ${study.name}: ${first}`)

    assert.equal(reviewerOnly(pages), [], study.name)
    // the glossary at its end: every entry's words, and every form of a rule it explains
    const glossary = result.sections.at(-1)!
    assert.is(glossary.title, GLOSSARY_SECTION.title)
    assert.is(glossary.firstPage + glossary.pages - 1, result.pages, `${study.name}: the glossary ends the PDF`)
    const glossaryText = pages.slice(glossary.firstPage - 1).join('').replace(/\s+/g, '')
    const words = GLOSSARY.flatMap((entry) => [entry.term, entry.text, ...(entry.forms ?? []).flatMap(({ form, meaning }) => [form, meaning])])
    assert.equal(words.filter((text) => !glossaryText.includes(text.replace(/\s+/g, ''))), [], `${study.name}: the glossary's words`)
    for (const finding of result.findings) assert.not.ok(pages.some((text) => text.includes(finding.message)), `${study.name} prints a finding: ${finding.message}`)
  }
})

// The rule rows' files and lines (the plan's Row and From, an exposure's Rule, each state's "The figures rest
// on"), the sales file an exposure is computed from: a `source` column (report/columns.ts) or an element
// marked data-working, which the client's edition leaves out. The exposure example is held by the test
// above; the law example (the law/ tables) and the rules-study example (the rules library's rows,
// rules/us/*.csv) cite more files.
for (const example of ['examples/exposure-study-law', 'examples/rules-study']) {
  test(`${example}'s client edition: no file reference, site path, data check or sort mark on any page`, async () => {
    const built = await builtStudy(example)
    const { pages } = await printed({ name: example, dist: built.dist, generated: built.generated }, 'client')
    assert.equal(reviewerOnly(pages), [], example)
  })
}

test('the working edition keeps what the client edition leaves out: the data checks, file references and site paths', async () => {
  const study = studies[1]!
  const overview = read<Overview>(study, 'overview.json')
  const { result, pages } = await printed(study, 'working')
  assert.ok(result.file.endsWith(`${overview.study.slug}-${overview.study.taxYear}-nexus-study-working.pdf`), result.file)
  assert.equal(result.findings, [])
  assert.ok(result.sections.some((section) => section.title === 'Data checks'))
  const text = pages.join(' ')
  for (const [what, pattern] of REVIEWER_ONLY.slice(0, 3)) assert.match(text, pattern, `the working edition lacks ${what}`)
})

test('the client edition is refused while a warning finding stands, naming each; --allow-findings prints it', async () => {
  const study = studies[0]!
  const standing = warnings(study)
  try {
    await printStudy({ dist: study.dist, generated: study.generated, outDir: join(work, 'refused') })
    assert.unreachable('printed with warnings standing')
  } catch (error) {
    assert.instance(error, FindingsStand)
    assert.equal((error as FindingsStand).findings, standing)
  }
  // the command: exit non-zero, each warning named by its source and code, no PDF written
  const run = spawnSync('npm', ['run', '--silent', 'pdf'], { cwd: repo, encoding: 'utf8' })
  assert.is.not(run.status, 0)
  for (const finding of standing) {
    assert.ok(run.stderr.includes(`${finding.source}: warning ${finding.code}`), `${finding.source} ${finding.code} not named:\n${run.stderr}`)
  }
})

test.run()
