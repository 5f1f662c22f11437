/**
 * npm run rules -- show ST [--on DATE]  |  changes [--from DATE] [--to DATE]  |  check [STUDY_DIR] [--today DATE]
 * Reads the rules library (rules/us/) and prints a state's law in force on a day (--on defaults to the
 * run's date) or every change dated in a span, each with its source and verified date; or lints the
 * library, or a study's own tables against it (check.ts; --today defaults to the run's date). Exit 0
 * when it printed (check: and found no error); 1 when the library cannot be read, or check found an
 * error; 2 for a wrong command or option (one line, with the usage).
 */
import { parseArgs } from 'node:util'
import { isUsStateCode } from '../../schemas/us-states.ts'
import { isDay, readLibrary } from './library.ts'
import { show } from './show.ts'
import { changes } from './changes.ts'

const usage = 'usage: npm run rules -- show ST [--on YYYY-MM-DD] | changes [--from YYYY-MM-DD] [--to YYYY-MM-DD] | check [STUDY_DIR] [--today YYYY-MM-DD]'

function refuse(message: string): never {
  console.error(`${message}; ${usage}`)
  process.exit(2)
}

const { values, positionals } = parseArgs({
  args: process.argv.slice(2),
  options: { on: { type: 'string', multiple: true }, from: { type: 'string', multiple: true }, to: { type: 'string', multiple: true }, today: { type: 'string', multiple: true } },
  strict: false,
  allowPositionals: true,
})
const given = values as Record<string, (string | boolean)[] | undefined>
const [command, ...rest] = positionals
const allowed = command === 'show' ? ['on'] : command === 'changes' ? ['from', 'to'] : command === 'check' ? ['today'] : []
if (command !== 'show' && command !== 'changes' && command !== 'check') refuse(command === undefined ? 'which command? show, changes or check' : `unknown command ${command}`)
const unknown = Object.keys(given).filter((key) => !allowed.includes(key))
if (unknown.length > 0) refuse(`unknown option ${unknown.map((key) => `--${key}`).join(' ')} for ${command}`)

/** An option's one date, or undefined when absent; refuses a repeated, empty or impossible one. */
function day(option: string): string | undefined {
  const list = given[option]
  if (list === undefined) return undefined
  if (list.length > 1) refuse(`--${option} given more than once`)
  const [value] = list
  if (typeof value !== 'string' || !isDay(value)) refuse(`--${option} needs a day of the calendar as YYYY-MM-DD, such as 2023-06-01`)
  return value
}

const today = () => new Date().toISOString().slice(0, 10)

let text: string
if (command === 'check') {
  if (rest.length > 1) refuse(`check takes one study folder at most, not ${rest.join(' ')}`)
  const on = day('today') ?? today()
  // The readers are loaded only for check: show and changes need none of them.
  const { checkLibrary, checkStudy, hasErrors, report } = await import('./check.ts')
  const checked = rest[0] === undefined ? checkLibrary(on) : await checkStudy(rest[0], on)
  text = report(checked)
  // Not process.exit: the report may still be on its way down a pipe.
  if (hasErrors(checked)) process.exitCode = 1
} else if (command === 'show') {
  if (rest.length !== 1) refuse(rest.length === 0 ? 'show needs a state code, such as TX' : `show takes one state, not ${rest.join(' ')}`)
  const state = rest[0]!.toUpperCase()
  if (!isUsStateCode(state)) refuse(`${rest[0]} is not a US state, DC or PR code`)
  const on = day('on') ?? today()
  text = show(load(), state, on)
} else {
  if (rest.length > 0) refuse(`changes takes no argument, not ${rest.join(' ')}`)
  const from = day('from')
  const to = day('to')
  if (from !== undefined && to !== undefined && from > to) refuse(`--from ${from} is after --to ${to}`)
  text = changes(load(), from, to)
}
process.stdout.write(text)

function load() {
  try {
    return readLibrary()
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error))
    process.exit(1)
  }
}
