import type { NextConfig } from 'next'
import { withLoadout } from 'unplugin-loadout/next'

const nextConfig: NextConfig = {
  /* config options here */
}

export default withLoadout(nextConfig, { skills: ['skills', { dir: 'user-skills', scope: 'user' }] })
