/**
 * Values a hostile or careless user puts in a field: numbers past 2^53 and past a double, formatted
 * amounts, spreadsheet formulas, markup, `$` patterns that String.replace interprets, control and
 * direction characters, invalid UTF-8, huge strings, dates a lenient reader still takes for a day and
 * amounts at and past the limits. Kept as bytes, since several are not valid text.
 */

export interface HostileValue {
  label: string
  bytes: Buffer
}

const text = (label: string, value: string): HostileValue => ({ label, bytes: Buffer.from(value, 'utf8') })
const raw = (label: string, bytes: number[]): HostileValue => ({ label, bytes: Buffer.from(bytes) })

export const hostileValues: readonly HostileValue[] = [
  text('2^53 + 1', '9007199254740993'),
  text('2^53 cents', '90071992547409.92'),
  text('90000000000000.00', '90000000000000.00'),
  text('-90000000000000.00', '-90000000000000.00'),
  text('1e400', '1e400'),
  text('1e-400', '1e-400'),
  text('-0', '-0'),
  text('-0.00', '-0.00'),
  text('NaN', 'NaN'),
  text('Infinity', 'Infinity'),
  text('-Infinity', '-Infinity'),
  text('thousands separator', '1,234.50'),
  text('currency sign', '$5'),
  text('three decimals', '12.345'),
  text('hex', '0x10'),
  text('leading plus', '+5'),
  text('empty', ''),
  text('whitespace', '   '),
  text('tab', '\t'),
  text('50 KB string', 'A'.repeat(50 * 1024)),
  text('50 KB digits', '9'.repeat(50 * 1024)),
  text('spreadsheet formula', "=cmd|' /C calc'!A0"),
  text('script tag', '<script>alert(1)</script>'),
  text('$& pattern', 'Cash$&Carry'),
  text("$' pattern", "$'"),
  text('$` and $1 patterns', '$`$1$<name>'),
  text('unicode', 'Zürich 東京 🚀'),
  text('RTL mark', '\u202eCA\u202c'),
  text('zero-width space', 'C\u200bA'),
  text('NUL', 'A\u0000B'),
  raw('invalid UTF-8', [0x41, 0xff, 0xfe, 0x42]),
  raw('truncated UTF-8 sequence', [0x41, 0xe2, 0x82]),
  raw('lone surrogate (WTF-8)', [0xed, 0xa0, 0x80]),
  raw('overlong NUL', [0xc0, 0x80]),
  text('CR alone', 'A\rB'),
  text('LF inside', 'A\nB'),
  text('quote inside', 'say "hi"'),
  text('comma inside', 'A,B'),
  text('path traversal', '../../../etc/passwd'),
  text('JSON-like', '{"__proto__":{"polluted":1}}'),
  text('__proto__', '__proto__'),
  text('lower-case state', 'ca'),
  text('unknown state', 'ZZ'),
  text('date out of range', '2024-13-45'),
  text('date without zeros', '2024-1-5'),
  text('date with slashes', '2024/01/05'),
  text('date BC', '2024-01-05 BC'),
  text('date and time', '2024-01-05 12:34:56'),
  text('infinity', 'infinity'),
  text('epoch', 'epoch'),
  text('largest amount', '999999999999.99'),
  text('beyond the largest amount', '1000000000000.00'),
  text('40-digit integer', '1'.repeat(40)),
]
