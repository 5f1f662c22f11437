import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'

const test = suite('colour contrast')
const css = readFileSync(new URL('../../web/src/styles.css', import.meta.url), 'utf8')
const pico = readFileSync(createRequire(import.meta.url).resolve('@picocss/pico/css/pico.min.css'), 'utf8')

function channels(colour: string): number[] {
  const rgb = /^rgb\(([\d.]+), ?([\d.]+), ?([\d.]+)\)$/.exec(colour)
  if (rgb) return rgb.slice(1).map(Number)
  const hex = colour.replace('#', '')
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex
  return full.match(/../g)!.map((pair) => parseInt(pair, 16))
}

function luminance(colour: string): number {
  const [r, g, b] = channels(colour)
    .map((c) => c / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light! + 0.05) / (dark! + 0.05)
}

/** Pico's page background and text colour in each theme, read from the stylesheet the site ships. */
function picoTheme(which: 'light' | 'dark') {
  const backgrounds = [...pico.matchAll(/--pico-background-color:(#[0-9a-f]{3,6}|rgb\([^)]*\))/g)].map((m) => m[1]!)
  const texts = [...pico.matchAll(/--pico-color:(#[0-9a-f]{3,6})/g)].map((m) => m[1]!)
  const muted = [...pico.matchAll(/--pico-muted-color:(#[0-9a-f]{3,6})/g)].map((m) => m[1]!)
  const index = which === 'light' ? 0 : 1
  return { background: backgrounds[index]!, text: texts[index]!, muted: muted[index]! }
}

/** Our own theme variables: the light ones in the first :root block, the dark ones in [data-theme='dark']. */
function ours(which: 'light' | 'dark'): Record<string, string> {
  const block = which === 'light' ? /:root \{([^}]*)\}/.exec(css)![1]! : /\[data-theme='dark'\] \{([^}]*)\}/.exec(css)![1]!
  return Object.fromEntries([...block.matchAll(/--([\w-]+): (#[0-9a-f]{6});/g)].map((m) => [m[1]!, m[2]!]))
}

test('the dark colours of the system theme are the same as those of data-theme="dark"', () => {
  const media = /@media \(prefers-color-scheme: dark\) \{\s*:root:not\(\[data-theme='light'\]\) \{([^}]*)\}/.exec(css)![1]!
  const fromMedia = Object.fromEntries([...media.matchAll(/--([\w-]+): (#[0-9a-f]{6});/g)].map((m) => [m[1]!, m[2]!]))
  assert.equal(fromMedia, ours('dark'))
  assert.equal(Object.keys(ours('dark')).sort(), Object.keys(ours('light')).filter((key) => !key.startsWith('entity-')).sort())
})

for (const theme of ['light', 'dark'] as const) {
  const page = picoTheme(theme)
  const vars = ours(theme)

  test(`${theme}: the focus ring contrasts 3:1 or better with the page`, () => {
    const ratio = contrast(vars['focus-ring']!, page.background)
    assert.ok(ratio >= 3, `${ratio.toFixed(2)}`)
  })

  test(`${theme}: threshold bars: the track is of the page's theme, its fills, edge and marks 3:1 or better against it`, () => {
    const progress = readFileSync(new URL('../../web/src/components/threshold-progress.css', import.meta.url), 'utf8')
    assert.not.match(progress, /#[0-9a-f]{3,6}\b/, 'threshold-progress.css takes its colours from the theme variables')
    // the track sits on the page: a white track in the dark theme glared (contrast above 3:1 with the page)
    assert.ok(contrast(vars['progress-track']!, page.background) < 1.6, `track against the page: ${contrast(vars['progress-track']!, page.background).toFixed(2)}`)
    for (const name of ['progress-edge', 'progress-mark', 'progress-fill', 'progress-approaching', 'progress-crossed']) {
      const ratio = contrast(vars[name]!, vars['progress-track']!)
      assert.ok(ratio >= 3, `${name}: ${ratio.toFixed(2)}`)
    }
  })

  test(`${theme}: outline badges, highlighted rows and notices keep their text at 4.5:1`, () => {
    for (const [name, ratio] of [
      ['outline badge', contrast(vars['outline-text']!, page.background)],
      ['nexus row', contrast(page.text, vars['nexus-row']!)],
      ['notice', contrast(page.text, vars['notice-bg']!)],
      ['state name', contrast(page.muted, page.background)],
    ] as const) {
      assert.ok(ratio >= 4.5, `${name}: ${ratio.toFixed(2)}`)
    }
  })

  test(`${theme}: every entity colour and badge variant carries its text at 4.5:1 or better`, () => {
    // badges carry their own background, so the page's theme changes only the transparent (outline) one
    const variants = [...css.matchAll(/\.badge\[data-variant='(\w+)'\] \{ background: (#[0-9a-f]{6}|transparent); color: (#[0-9a-f]{6}|var\(--outline-text\));/g)]
    assert.is(variants.length, 5, 'five variants found in styles.css')
    for (const [, name, background, text] of variants) {
      const ratio = contrast(background === 'transparent' ? page.background : background!, text!.startsWith('var') ? vars['outline-text']! : text!)
      assert.ok(ratio >= 4.5, `${name}: ${ratio.toFixed(2)}`)
    }
    const colours = [...css.matchAll(/--entity-(\w+): (#[0-9a-f]{6});/g)]
    assert.is(colours.length, 10, 'ten entity colours, as the schema allows')
    for (const [, name, colour] of colours) {
      const ratio = contrast(colour!, '#ffffff')
      assert.ok(ratio >= 4.5, `${name}: ${ratio.toFixed(2)}`)
    }
  })
}

test.run()
