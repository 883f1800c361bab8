/**
 * The build's renderer as the publisher imports it: Vite's SSR bundle of
 * frontend/src/entry-prerender.tsx and its render kit, which `npm run build` leaves in
 * .build/renderer/ (esbuild and vitest resolve these names there: infra/build-renderer.ts). Typed
 * by their sources, so the type check needs no build.
 */
declare module '@build/renderer' {
  export { renderSite } from '@frontend/entry-prerender';
}

declare module '@build/render-kit' {
  const kit: import('@frontend/render/render-kit').RenderKit;
  export default kit;
}
