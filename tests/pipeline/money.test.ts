import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { parseDecimal, decimalWithin, parseWhole, hundredthsToDecimal, divideRounded, hundredthsToTenths, liabilityCents, parseCents, parseThousandths, percentOf, sum, hundredthsToMinor, usdCentsOf, parseMillionths, scaledToDecimal } from '../../pipeline/money.ts'

test('parseCents reads plain decimals exactly, blank as zero', () => {
  assert.is(parseCents('3648778.46'), 364877846)
  assert.is(parseCents('0.1'), 10)
  assert.is(parseCents('-12.5'), -1250)
  assert.is(parseCents('7'), 700)
  assert.is(parseCents(''), 0)
})

test('parseCents refuses a third decimal place rather than rounding it away', () => {
  assert.throws(() => parseCents('1.005'), /at most 2 places/)
})

test('parseDecimal reads any size exactly, so a value can be checked against the limits before it becomes a number', () => {
  assert.is(parseDecimal('9007199254740993', 0), 9007199254740993n)
  assert.is(parseDecimal('-90071992547409.93', 2), -9007199254740993n)
  assert.is(parseDecimal(`1${'0'.repeat(400)}`, 0), 10n ** 400n)
  assert.is(parseDecimal('', 2), 0n)
})

test('parseCents, parseWhole and decimalWithin agree with parseDecimal on every kind of text, short or long', () => {
  const texts = [
    '0', '-0', '7', '-7', '0.1', '-0.10', '12.5', '3648778.46', '999999999999.99', '-999999999999.99', '1000000000000.00',
    '99999999999999', '0000000000000001', '00000000000000.01', '9007199254740991', '90071992547409.91', `1${'0'.repeat(40)}`,
    '', '-', '.5', '5.', '1.2.3', '+1', '1e5', ' 1', '1,5', '١', '1.005', '--1', '-.5',
  ]
  for (const places of [0, 2, 3]) {
    for (const text of texts) {
      let exact: bigint | undefined
      try {
        exact = parseDecimal(text, places)
      } catch {
        exact = undefined
      }
      if (exact === undefined) {
        assert.throws(() => decimalWithin(text, places, 10n ** 14n), `${text} at ${places} places is refused`)
        if (places === 0) assert.throws(() => parseWhole(text))
        continue
      }
      const safe = exact <= BigInt(Number.MAX_SAFE_INTEGER) && exact >= -BigInt(Number.MAX_SAFE_INTEGER)
      if (places === 2) {
        if (safe) assert.ok(Object.is(parseCents(text), Number(exact)), `${text}: ${parseCents(text)} is ${exact}`)
        else assert.throws(() => parseCents(text), /too large to be exact/)
      }
      if (places === 0 && safe) assert.ok(Object.is(parseWhole(text), Number(exact)), `${text}: ${parseWhole(text)} is ${exact}`)
      for (const largest of [0n, 99999999999999n, 999999999999n]) {
        assert.is(decimalWithin(text, places, largest), (exact < 0n ? -exact : exact) <= largest, `${text} within ${largest} at ${places} places`)
      }
    }
  }
})

test('parseCents refuses, rather than rounds, an amount beyond what a number holds exactly', () => {
  assert.throws(() => parseCents('90071992547409.93'), /too large to be exact/)
})

test('parseThousandths reads rates to a thousandth of a percent', () => {
  assert.is(parseThousandths('8.379'), 8379)
  assert.is(parseThousandths('6.35'), 6350)
  assert.is(parseThousandths('0'), 0)
})

test('divideRounded rounds half away from zero in both directions', () => {
  assert.is(divideRounded(5n, 10n), 1n)
  assert.is(divideRounded(4n, 10n), 0n)
  assert.is(divideRounded(-5n, 10n), -1n)
  assert.is(divideRounded(-4n, 10n), 0n)
  assert.is(divideRounded(15n, 10n), 2n)
})

test('liabilityCents rounds a half cent up, where binary floating point would not', () => {
  // 7500.00 × 8.379 % = 628.425 exactly; in doubles 7500 * 8.379 / 100 is 628.4249999…
  assert.is(liabilityCents(750000, 8379), 62843)
  assert.is(Math.round(((7500 * 8.379) / 100) * 100), 62842)
  assert.is(liabilityCents(10000100, 6500), 650007)
  assert.is(liabilityCents(-10000100, 6500), -650007)
})

test('liabilityCents stays exact for revenue far beyond what doubles multiply exactly', () => {
  // 90 billion dollars × 9.999 %: the product of cents and thousandths exceeds 2^53.
  assert.is(liabilityCents(9_000_000_000_000, 9999), 899_910_000_000)
})

test('percentOf gives the rounded share and 0 for a zero divisor', () => {
  assert.is(percentOf(131720610, 364877846, 1), 36.1)
  assert.is(percentOf(10535297, 131720610, 2), 8)
  assert.is(percentOf(1, 3, 2), 33.33)
  assert.is(percentOf(2, 3, 1), 66.7)
  assert.is(percentOf(5, 0, 1), 0)
})

test('hundredthsToTenths rounds a percentage half away from zero', () => {
  assert.is(hundredthsToTenths(8085), 80.9)
  assert.is(hundredthsToTenths(23190), 231.9)
  assert.is(hundredthsToTenths(-1250), -12.5)
  assert.is(hundredthsToTenths(-1255), -12.6)
})

test('sum adds cents exactly', () => {
  assert.is(sum([10, 20, 30]), 60)
  assert.is(sum([]), 0)
})

test('hundredthsToDecimal writes cents back as the decimal they were read from', () => {
  assert.is(hundredthsToDecimal(-125000), '-1250.00')
  assert.is(hundredthsToDecimal(5), '0.05')
  assert.is(hundredthsToDecimal(-5), '-0.05')
  assert.is(hundredthsToDecimal(364877846), '3648778.46')
  assert.is(hundredthsToDecimal(parseCents('0.1')), '0.10')
})

test('hundredthsToMinor gives an amount in its currency\'s own minor units: exact for more, rounded half away from zero for fewer', () => {
  assert.is(hundredthsToMinor(123450, 3), 1234500) // KWD 1234.50 → 1234500 fils
  assert.is(hundredthsToMinor(123450, 2), 123450)
  assert.is(hundredthsToMinor(228765050, 0), 2287651) // JPY 2287650.50 → 2287651 yen
  assert.is(hundredthsToMinor(-228765050, 0), -2287651)
  assert.is(hundredthsToMinor(228765049, 0), 2287650)
  assert.is(hundredthsToMinor(99_999_999_999_999, 3), 999_999_999_999_990) // the largest amount a cell holds, in fils: exact
})

test('usdCentsOf is amount × rate rounded once, half away from zero, to the cent, exactly at any size', () => {
  assert.is(usdCentsOf(101000, 1_083_500), 109434n) // 1010.00 EUR × 1.0835 = 1094.335
  assert.is(usdCentsOf(-101000, 1_083_500), -109434n)
  assert.is(usdCentsOf(101000, 1_083_499), 109433n) // 1094.333990
  assert.is(usdCentsOf(1, 500_000), 1n) // 0.01 × 0.5 = half a cent
  assert.is(usdCentsOf(1, 499_999), 0n)
  // 999999999999.99 × 999999999.999999 dollars: far beyond a double's exact integers, still exact
  assert.is(usdCentsOf(99_999_999_999_999, 999_999_999_999_999), 99_999_999_999_998_900_000_000n)
})

test('parseMillionths reads a rate of up to six places, and scaledToDecimal writes it back', () => {
  assert.is(parseMillionths('0.0067'), 6700)
  assert.is(parseMillionths('1.083500'), 1_083_500)
  assert.throws(() => parseMillionths('3.2541001'), /at most 6 places/)
  assert.is(scaledToDecimal(6700, 6), '0.006700')
  assert.is(scaledToDecimal(-1_083_500, 6), '-1.083500')
  assert.is(scaledToDecimal(5, 2), '0.05')
})

test.run()
