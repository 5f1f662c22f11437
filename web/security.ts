/**
 * The site's security policy, in one place: the headers `npm run serve` sends with every response, and
 * the <meta> tags the prerender writes into every page for static hosts that cannot set headers.
 */

/** style-src allows inline styles because React and recharts set style attributes; scripts are files only. */
const directives: [string, string][] = [
  ['default-src', "'self'"],
  ['script-src', "'self'"],
  ['style-src', "'self' 'unsafe-inline'"],
  ['img-src', "'self' data:"],
  ['object-src', "'none'"],
  ['base-uri', "'self'"],
  ['form-action', "'self'"],
  ['frame-ancestors', "'none'"],
]

/** Browsers ignore frame-ancestors in a <meta> policy (and warn about it), so the meta leaves it out. */
const headerOnly = new Set(['frame-ancestors'])

const policy = (list: [string, string][]) => list.map(([name, value]) => `${name} ${value}`).join('; ')

export const CONTENT_SECURITY_POLICY = policy(directives)
export const META_CONTENT_SECURITY_POLICY = policy(directives.filter(([name]) => !headerOnly.has(name)))

export const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
}

/** For the <head> of every built page; nosniff has no meta form, so static hosts must send it themselves. */
export const SECURITY_META =
  `<meta http-equiv="Content-Security-Policy" content="${META_CONTENT_SECURITY_POLICY}">` +
  '<meta name="referrer" content="no-referrer">'
