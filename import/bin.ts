/** What npm run import runs: import/cli.ts's main over the command line. */
import { main } from './cli.ts'

process.exitCode = await main(process.argv.slice(2))
