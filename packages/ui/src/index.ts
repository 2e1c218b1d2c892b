export { mountApp } from './app/mount.tsx';
export type { Platform, IncomingArtwork } from './platform/types.ts';
export { webPlatform } from './platform/web.ts';
