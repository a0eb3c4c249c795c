/**
 * The plugin for every bundler: the factory made into an unplugin. Kept apart from the factory so that an entry which
 * creates it later (the Next.js helper, by a dynamic `import('unplugin')`) never `require()`s unplugin's ESM files.
 */
import { createUnplugin } from 'unplugin'
import { unpluginFactory } from './unplugin'

export const unplugin = /* @__PURE__ */ createUnplugin(unpluginFactory)
export default unplugin
