import { readFileSync } from 'node:fs'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'

const test = suite('colour contrast')
const css = readFileSync(new URL('../../web/src/styles.css', import.meta.url), 'utf8')

function luminance(hex: string): number {
  const channels = hex
    .replace('#', '')
    .match(/../g)!
    .map((pair) => parseInt(pair, 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
  return 0.2126 * channels[0]! + 0.7152 * channels[1]! + 0.0722 * channels[2]!
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light! + 0.05) / (dark! + 0.05)
}

test('every badge variant has text that contrasts 4.5:1 with its background', () => {
  const variants = [...css.matchAll(/\.badge\[data-variant='(\w+)'\] \{ background: (#[0-9a-f]{6}|transparent); color: (#[0-9a-f]{6});/g)]
  assert.is(variants.length, 5, 'five variants found in styles.css')
  for (const [, name, background, text] of variants) {
    const ratio = contrast(background === 'transparent' ? '#ffffff' : background!, text!)
    assert.ok(ratio >= 4.5, `${name}: ${ratio.toFixed(2)}`)
  }
})

test('every brand colour carries white badge text at 4.5:1 or better', () => {
  const brands = [...css.matchAll(/--brand-(\w+): (#[0-9a-f]{6});/g)]
  assert.is(brands.length, 10, 'ten brand colours, as the schema allows')
  for (const [, name, colour] of brands) {
    const ratio = contrast(colour!, '#ffffff')
    assert.ok(ratio >= 4.5, `${name}: ${ratio.toFixed(2)}`)
  }
})

test.run()
