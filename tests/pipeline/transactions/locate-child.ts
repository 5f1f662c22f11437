/**
 * Memory-test helper, run as a child process: reads the transactions file argv[2] as the pipeline does
 * and prints as JSON its problems (line:column) and the process's peak memory (maxRSS, MiB).
 */
import { TransactionsReader } from '../../../pipeline/read/transactions.ts'
import { taxYearScope } from './rules.ts'

const reader = await TransactionsReader.open()
const file = await reader.readTransactions({ display: 'file.csv', absolute: process.argv[2]! }, taxYearScope(2024))
reader.close()
process.stdout.write(JSON.stringify({ problems: file.problems.map((problem) => `${problem.line}:${problem.column}`), peak: process.resourceUsage().maxRSS / 1024 }))
