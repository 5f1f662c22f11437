/**
 * `npm start [-- STUDY_DIR]`: compiles a study, builds its site and serves it, printing the URL (PORT
 * picks the port; without it 4173, or any free port when that one is taken). With no folder: raw/ into
 * generated/ and web/dist, as always. With one: that study into a folder of its own outside the
 * repository (build.ts), so raw/, generated/, web/dist and every tracked file are left as they were, and
 * two studies previewed at once each keep their own. It stops with npm (parent.ts): SIGTERM, Ctrl-C or
 * kill -9 of npm stops the server too.
 */
import { buildSite, command, compile, options, siteFolders, UsageError } from './build.ts'
import { shown } from './folders.ts'
import { exitWithParent } from './parent.ts'
import { serveOnPort } from './serve.ts'

exitWithParent()
command('start', async () => {
  const { positionals } = options({ allowPositionals: true, options: {} })
  if (positionals.length > 1) throw new UsageError(`one study folder at most, not ${positionals.length}`)
  const site = siteFolders({ study: positionals[0] })
  await compile(site)
  await buildSite(site)
  const { url } = await serveOnPort(site.dist)
  console.log(`Serving ${shown(site.study ?? 'raw')} at ${url}`)
})
