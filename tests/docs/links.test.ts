/**
 * The documentation's links cannot rot: every relative link and image of README.md, docs/*.md and the
 * READMEs beside the code (web/, examples/, rules/) leads to a file or folder of the repository, and a
 * link to a heading (`study-format.md#limits`, `#limits`) to a heading that file has, by GitHub's
 * anchors. The Markdown is read by markdown-it, so a link inside code is no link, as on GitHub; anchors
 * are made by github-slugger, as GitHub makes them. And the README stays a two-minute read.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import GithubSlugger from 'github-slugger'
import MarkdownIt from 'markdown-it'
import type { Token } from 'markdown-it'
import { test } from 'uvu'
import * as assert from 'uvu/assert'

const markdown = new MarkdownIt({ html: true })

/** README.md, docs/*.md and every README.md under web/, examples/ and rules/ (not built or installed). */
function documents(): string[] {
  const found = ['README.md', ...readdirSync('docs').filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)]
  const walk = (folder: string): void => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = `${folder}/${entry.name}`
      if (entry.isDirectory() && !['node_modules', 'dist', 'dist-pdf'].includes(entry.name)) walk(full)
      else if (entry.isFile() && entry.name === 'README.md') found.push(full)
    }
  }
  for (const folder of ['web', 'examples', 'rules']) walk(folder)
  return found
}

/** Each token, the inline tokens' children included, in order. */
function* tokensOf(tokens: Token[]): Generator<Token> {
  for (const token of tokens) {
    yield token
    if (token.children) yield* tokensOf(token.children)
  }
}

/** Every link and image target of a Markdown file, as written. */
function targets(file: string): string[] {
  const found: string[] = []
  for (const token of tokensOf(markdown.parse(readFileSync(file, 'utf8'), {}))) {
    if (token.type === 'link_open') found.push(String(token.attrGet('href') ?? ''))
    if (token.type === 'image') found.push(String(token.attrGet('src') ?? ''))
  }
  return found
}

/** The anchors GitHub gives a Markdown file's headings. */
function anchors(file: string): Set<string> {
  const slugger = new GithubSlugger()
  const tokens = markdown.parse(readFileSync(file, 'utf8'), {})
  const found = new Set<string>()
  tokens.forEach((token, index) => {
    if (token.type !== 'heading_open') return
    const text = (tokens[index + 1]?.children ?? [])
      .filter((child) => child.type === 'text' || child.type === 'code_inline')
      .map((child) => child.content)
      .join('')
    found.add(slugger.slug(text))
  })
  return found
}

/** What is wrong with one relative target of `file`, or undefined when it resolves. */
function problemOf(file: string, target: string): string | undefined {
  const [pathPart = '', fragment] = target.split('#')
  const resolved = pathPart === '' ? file : path.join(path.dirname(file), decodeURIComponent(pathPart))
  if (!existsSync(resolved)) return `${file}: ${target}: no ${resolved}`
  if (fragment === undefined) return undefined
  if (!statSync(resolved).isFile() || !resolved.endsWith('.md')) return `${file}: ${target}: an anchor into ${resolved}, which is no Markdown file`
  if (!anchors(resolved).has(decodeURIComponent(fragment))) return `${file}: ${target}: ${resolved} has no heading #${fragment}`
  return undefined
}

const isExternal = (target: string): boolean => /^[a-z][a-z0-9+.-]*:/i.test(target)

test('the documents read are the README, docs/ and the READMEs beside the code', () => {
  const files = documents()
  for (const file of ['README.md', 'docs/commands.md', 'docs/problem-codes.md', 'web/README.md', 'examples/import/README.md', 'rules/us/README.md']) {
    assert.ok(files.includes(file), file)
  }
})

test('every relative link and image resolves, anchors included', () => {
  const problems: string[] = []
  let checked = 0
  for (const file of documents()) {
    for (const target of targets(file).filter((target) => !isExternal(target))) {
      checked += 1
      const problem = problemOf(file, target)
      if (problem !== undefined) problems.push(problem)
    }
  }
  assert.equal(problems, [])
  assert.ok(checked >= 30, `only ${checked} relative links checked`)
})

test('a missing file, a missing heading and a link inside code are told apart', () => {
  assert.is(problemOf('README.md', 'docs/commands.md'), undefined)
  assert.is(problemOf('README.md', 'docs/nothing-here.md'), 'README.md: docs/nothing-here.md: no docs/nothing-here.md')
  assert.is(problemOf('docs/transactions.md', 'study-format.md#limits'), undefined)
  assert.is(problemOf('docs/transactions.md', 'study-format.md#no-such-heading'),
    'docs/transactions.md: study-format.md#no-such-heading: docs/study-format.md has no heading #no-such-heading')
  assert.is(problemOf('docs/commands.md', '#the-rules-library-npm-run-rules'), undefined)
  assert.equal([...tokensOf(markdown.parse('`[a](b.md)` and\n\n```\n[c](d.md)\n```\n[e](f.md)', {}))]
    .filter((token) => token.type === 'link_open').map((token) => token.attrGet('href')), ['f.md'])
})

test('the README is a two-minute read: under 200 lines, its picture under 150 KB', () => {
  const readme = readFileSync('README.md', 'utf8')
  const lines = readme.split('\n').length
  assert.ok(lines < 200, `README.md has ${lines} lines`)
  const image = /!\[[^\]]+\]\(([^)]+\.png)\)/.exec(readme)?.[1]
  assert.ok(image !== undefined, 'README.md shows a PNG with alt text')
  assert.ok(statSync(image).size < 150 * 1024, `${image} is ${statSync(image).size} bytes`)
})

test.run()
