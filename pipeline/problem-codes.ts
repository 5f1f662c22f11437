/**
 * Every code a problem can carry, each with one line of what it means for the user: the one list. A
 * problem prints as `path:line:column: CODE message` (a refused out folder, which has no line, as
 * `CODE message`); the code is what a test, a script or a user's search holds on to, the message may be
 * reworded. Codes name what is wrong with the input, not which reader found it, so one code covers the
 * same fault in a CSV file, a transactions file or study.json. docs/problem-codes.md lists them
 * from here (tests/pipeline/problem-codes.test.ts keeps the two the same).
 */
export const problemCodes = {
  // A file the study names
  FILE_NOT_FOUND: 'a file the manifest names does not exist (or is a symbolic link that leads to nothing)',
  NOT_A_FILE: 'a path the manifest names is a folder, a FIFO, a device or a socket, not a regular file',
  OUTSIDE_STUDY: 'a path leads outside the study folder through a symbolic link',
  CANNOT_READ: 'a file cannot be read (the system says why), or changed while it was being read',
  FILE_TOO_LARGE: 'a file is larger than the limit for its kind (docs/study-format.md, Limits)',
  // Text
  NOT_UTF8: 'bytes that are not UTF-8',
  NUL_CHARACTER: 'a NUL character (U+0000), in a file or in a value of study.json',
  STRAY_BOM: 'a byte-order mark (U+FEFF) after the start of a file, as when two files are joined',
  // CSV
  NOT_CSV: 'a file that is not RFC 4180 CSV; csv-parse\'s or DuckDB\'s own words follow (csv-parse\'s code, such as CSV_INVALID_CLOSING_QUOTE, in brackets)',
  BAD_QUOTING: 'a quoted field that is never closed, or has text after its closing quote',
  MIXED_LINE_ENDINGS: 'a line of a transactions or daily file ending unlike its header (CR, LF, CRLF)',
  EMPTY_FILE: 'a CSV file without even a header',
  MISSING_COLUMN: 'the header lacks a column',
  WRONG_COLUMN: 'the header has another column where one is expected',
  UNKNOWN_COLUMN: 'the header has a column the file does not take',
  DUPLICATE_COLUMN: 'the header names an optional column twice',
  WRONG_FIELD_COUNT: 'a row has more or fewer fields than the header',
  LINE_TOO_LONG: 'a line, record or row longer than the limit (docs/study-format.md, Limits)',
  TOO_MANY_LINES: 'a CSV file with more lines than the limit (docs/study-format.md, Limits)',
  // study.json
  NOT_JSON: 'study.json is not valid JSON',
  NOT_AN_OBJECT: 'study.json is JSON, but not an object',
  UNKNOWN_KEY: 'a key study.json does not take',
  MISSING_KEY: 'a key study.json requires is missing (an entity names none of its files)',
  DUPLICATE_KEY: 'a key given twice in one object of study.json',
  CONFLICTING_KEYS: 'an entity names both a transactions and a daily file',
  TOO_MANY_ENTITIES: 'more entities than the limit (docs/study-format.md, Limits)',
  DUPLICATE_ENTITY: 'two entities with one code',
  NO_THRESHOLDS: 'dated sales or exposure in a study that names no thresholds.csv',
  NO_THRESHOLD_ROW: 'dated sales in a state that thresholds.csv has no row for',
  EXPOSURE_BOUNDS: 'exposure\'s firstYear, asOf or settlementDate outside EXPOSURE.md\'s and LAW.md\'s bounds',
  LAW_WITHOUT_EXPOSURE: 'law tables named in a study without exposure',
  // Values
  BAD_AMOUNT: 'an amount that is not a plain decimal with at most two places',
  BAD_COUNT: 'a count or threshold of transactions that is not a whole number',
  BAD_RATE: 'a tax, interest or penalty rate, or an exchange rate, that is not a decimal in its range',
  NOT_A_DATE: 'a date that is not YYYY-MM-DD, or not a day of the calendar',
  NOT_A_YEAR: 'a year that is not a four-digit whole number',
  UNKNOWN_STATE: 'a state code that is not a US state, DC or PR',
  UNKNOWN_CURRENCY: 'a currency that is not an ISO 4217 code',
  WRONG_CURRENCY: 'a currency other than the one an import takes (USD)',
  UNKNOWN_ENTITY: 'an entity code that study.json does not list',
  NOT_ONE_OF: 'a value that is not one of the values its column or key takes (a status, a colour, Yes or No, ...)',
  BLANK_VALUE: 'a value left blank (or a list left empty) where one is required',
  NOT_BLANK: 'a value where the row\'s other values require a blank',
  BAD_NAME: 'a display name with control characters, characters that reorder text or a lone surrogate',
  BAD_PATH: 'a path in study.json that is not a .csv path relative to the study folder',
  BAD_VALUE: 'any other value not in the form its column or key expects (a jurisdiction, a code, a slug, ...)',
  // Rows
  DUPLICATE_STATE: 'a state given twice where each state is given once',
  DUPLICATE_ROW: 'a row that repeats another\'s key (a jurisdiction, a currency, an entity, a day and state)',
  NOT_FIRST_OF_MONTH: 'a returns row\'s Effective From that is not the first day of a month',
  METHODS_DIFFER: 'interest rows of one state with different methods',
  ROW_OUT_OF_ORDER: 'a row where the file\'s order does not allow it (Unattributed Revenue not last)',
  // Limits on amounts
  AMOUNT_TOO_LARGE: 'an amount beyond the largest a study may hold',
  COUNT_TOO_LARGE: 'a count beyond the largest a study may hold',
  TOTAL_TOO_LARGE: 'the study\'s revenue, dated sales, transactions or sales abroad summed beyond the largest total a study may hold',
  // The run
  MORE_PROBLEMS: 'a file has more problems than are listed; the rest are counted',
  INTERNAL_ERROR: 'an output breaks its schema: a bug in the pipeline, not in the study',
  // The out folder
  OUT_OVERLAPS_STUDY: '--out is the study folder, lies inside it or holds it',
  OUT_NOT_A_FOLDER: '--out is a file, or a symbolic link to nothing',
  OUT_NOT_OURS: '--out holds something npm run pipeline did not write',
  LOCK_NOT_OURS: 'the out folder\'s lock file is not one npm run pipeline made',
  LOCK_BUSY: 'another run kept the out folder\'s lock for longer than a run waits',
  WRITE_FAILED: 'the out folder cannot be written (the system says why)',
  OUT_OF_DATE: '--check: a generated file differs from what the study compiles to, is missing, or is not the pipeline\'s',
  KEPT_LEFTOVER: 'a leftover of an earlier run is kept beside the out folder, since it holds what the pipeline did not write',
} as const

export type ProblemCode = keyof typeof problemCodes
