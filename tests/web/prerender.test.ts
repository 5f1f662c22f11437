import { readFileSync } from 'node:fs'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { fillTemplate } from '../../web/prerender.ts'
import { SECURITY_META } from '../../web/security.ts'

const test = suite('the prerender fills the page template')

// the template the build starts from: its <title> and empty root are what the prerender fills
const template = readFileSync(new URL('../../web/index.html', import.meta.url), 'utf8')

// study text that String.replace would read as patterns: $& (the match), $' (after it), $1, $$, $`
const productName = 'Cash$&Carry <b>&amp;'
const entityName = "Client $' and $1 $$ $`"
const title = `${entityName} · ${productName} Registration Recommendations`
const body = renderToStaticMarkup(
  createElement('main', null, createElement('h1', null, productName), createElement('p', null, entityName)),
)
const description = `${entityName} "quoted" at ${productName}`
const head = `<link rel="modulepreload" crossorigin href="/assets/${entityName}.js">`

const count = (text: string, part: string) => text.split(part).length - 1
const unescapeHtml = (text: string) => text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')

test('a study whose names hold $&, $\', $1, $$ and $` gives one <title>, one root and one head insertion', () => {
  const html = fillTemplate(template, { title, description, head, body })
  assert.is(count(html, '<title>'), 1)
  assert.is(count(html, '</title>'), 1)
  assert.is(count(html, '<div id="root">'), 1)
  assert.is(count(html, head), 1)
  assert.is(count(html, '</head>'), 1)
  assert.ok(html.indexOf(head) < html.indexOf('</head>'), 'the head markup goes into <head>')
})

test('the meta description holds the study text, quotes and all, escaped for an attribute', () => {
  const html = fillTemplate(template, { title, description, head, body })
  const content = /<meta name="description" content="([^"]*)">/.exec(html)?.[1]
  assert.is(count(html, '<meta name="description"'), 1)
  assert.is(unescapeHtml(content!.replace(/&quot;/g, '"')), description)
})

test('the title reads exactly as the study wrote it, escaped for HTML', () => {
  const html = fillTemplate(template, { title, description, head, body })
  const inner = /<title>([^<]*)<\/title>/.exec(html)?.[1]
  assert.is(inner, 'Client $\' and $1 $$ $` · Cash$&amp;Carry &lt;b&gt;&amp;amp; Registration Recommendations')
  assert.is(unescapeHtml(inner!), title)
})

test('the prerendered body lands in the root verbatim and the rest of the template is unchanged', () => {
  const html = fillTemplate(template, { title, description, head, body })
  assert.ok(html.includes(`<div id="root">${body}</div>`))
  assert.ok(body.includes('Cash$&amp;Carry &lt;b&gt;&amp;amp;'), 'React escaped the product name')
  const restored = html
    .replace(/<title>[^<]*<\/title><meta name="description" content="[^"]*">/, () => /<title>[^<]*<\/title>/.exec(template)![0])
    .split(head)
    .join('')
    .split(SECURITY_META)
    .join('')
    .split(`<div id="root">${body}</div>`)
    .join('<div id="root"></div>')
  assert.is(restored, template)
})

test('every page carries the security policy once, after the charset and before anything it governs', () => {
  const html = fillTemplate(template, { title, description, head, body })
  assert.is(count(html, SECURITY_META), 1)
  const meta = html.indexOf(SECURITY_META)
  assert.ok(html.indexOf('<meta charset') < meta)
  for (const tag of ['<script', '<link', '<title>']) assert.ok(meta < html.indexOf(tag), `the policy precedes the first ${tag}`)
  assert.match(SECURITY_META, "script-src 'self'")
})

test('a template without an empty root is refused rather than written without the page', () => {
  assert.throws(() => fillTemplate(template.replace('<div id="root"></div>', '<div id="app"></div>'), { title, description, head, body }), /root/)
})

test.run()
