/**
 * The files a study's manifest names, opened from the resolved study folder (study-files.ts). A file
 * that cannot be opened is reported where the manifest names it; a CSV file is read and checked by
 * csv.ts, each of its problems at its own line and column.
 */
import path from 'node:path'
import { readTable, type Located } from './csv.ts'
import { checkStudyFile, readStudyFile, type CheckedStudyFile } from './study-files.ts'
import type { Problems } from '../problems.ts'
import { quote } from '../../common/quote.ts'
import { shownPath } from '../../common/paths.ts'
import { MAX_CSV_BYTES } from '../../common/limits.ts'
import type { Manifest } from './manifest.ts'
import { csvColumns } from '../../schemas/generated/values.ts'

/** A CSV file as read: rows undefined when the file could not be read as CSV (its problems are reported). */
export interface CsvFile<Row> {
  /** Relative to the study folder, as the manifest names it. */
  file: string
  /** As messages show it. */
  display: string
  rows: Located<Row>[] | undefined
  /** The columns its header names; the documented ones when it could not be read. */
  columns: readonly string[]
}

/** Where a file that cannot be opened is reported: the manifest's place that names it. */
export interface NamedAt {
  /** The manifest as messages show it. */
  display: string
  locate: Manifest['locate']
}

export class NamedFiles {
  /** The header of each CSV file read, by its name as the manifest gives it. */
  private readonly headers = new Map<string, readonly string[]>()

  constructor(
    /** The study folder, every link resolved. */
    private readonly folder: string,
    /** The study folder as given, for the paths messages show. */
    private readonly rawDir: string,
    /** The manifest naming the files; null where none does (the rules library read alone): a refusal is then at the file. */
    private readonly namedAt: NamedAt | null,
    private readonly problems: Problems,
  ) {}

  /** The files of a study: named by its study.json. */
  static ofStudy(folder: string, rawDir: string, manifest: Manifest, problems: Problems): NamedFiles {
    return new NamedFiles(folder, rawDir, { display: shownPath(path.join(rawDir, 'study.json')), locate: manifest.locate }, problems)
  }

  /** A study file's path as messages show it. */
  display(file: string): string {
    return shownPath(path.join(this.rawDir, file))
  }

  /**
   * The CSV file the manifest names at `pointer`, its header the columns its schema gives (csv.ts); undefined
   * when it cannot be opened.
   */
  csv<Row>(pointer: string, file: string, schema: keyof typeof csvColumns): CsvFile<Row> | undefined {
    const { required: columns, optional } = csvColumns[schema]
    const found = readStudyFile(this.folder, file, MAX_CSV_BYTES)
    if (!found.ok) {
      this.refused(pointer, file, found)
      return undefined
    }
    const display = this.display(file)
    const table = readTable<Row>({ display, bytes: found.bytes }, columns, schema, this.problems, optional)
    if (table) this.headers.set(file, table.columns)
    return { file, display, rows: table?.rows, columns: table?.columns ?? columns }
  }

  /** The columns a CSV file read here names in its header, in order; undefined for a file not read (or not read as CSV). */
  columnsOf(file: string): readonly string[] | undefined {
    return this.headers.get(file)
  }

  /** The path on disk of a file another reader opens itself (DuckDB), checked but not read; undefined when refused. */
  check(pointer: string, file: string, limit: number): string | undefined {
    const checked = checkStudyFile(this.folder, file, limit)
    if (checked.ok) return checked.real
    this.refused(pointer, file, checked)
    return undefined
  }

  private refused(pointer: string, file: string, found: Extract<CheckedStudyFile, { ok: false }>): void {
    const { line, column } = this.namedAt?.locate(pointer) ?? { line: 1, column: 1 }
    this.problems.add(this.namedAt?.display ?? this.display(file), line, column, found.code, found.missing
      ? `${quote(file)} does not exist; expected the file ${this.display(file)}`
      : `${quote(file)} ${found.why}; expected ${found.expected ?? 'a CSV file inside the study folder'}`)
  }
}
