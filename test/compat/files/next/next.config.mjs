import { withLoadout } from 'unplugin-loadout/next'

/** @type {import('next').NextConfig} */
const nextConfig = {}

export default withLoadout(nextConfig, { skills: ['skills', { dir: 'user-skills', scope: 'user' }] })
