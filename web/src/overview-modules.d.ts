/** Types of the two overview modules web/vite.config.ts makes from generated/overview.json. */
declare module 'virtual:overview-head' {
  const head: import('../../schemas/types.ts').Overview
  export default head
}
declare module 'virtual:overview-entities' {
  const entities: import('../../schemas/types.ts').Overview['entities']
  export default entities
}
