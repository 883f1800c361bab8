import { APP_START_ATTRIBUTE, ISLANDS_BOOT_ATTRIBUTE, PAGE_MODULES_ID } from '../app/page-modules';
import { APP_START_MODULE, ISLANDS_BOOT_MODULE, type RenderKit } from './render-kit';

/**
 * The modulepreload tags of the app's entry, a page's lazy modules and every chunk they import
 * (those the shell already lists are skipped), inside the inert template main.tsx moves into
 * <head> after the first paint, marking the entry it then imports: all download together. The
 * page's CSS is in the one stylesheet of the shell. A reader page lists its islands boot too,
 * which main.tsx imports instead of the app (it is never hydrated).
 */
export function pageModulesTemplate({ manifest, template }: RenderKit, modules: string[], readerPage: boolean): string {
  const chunkOf = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`render: ${key} is not in the build manifest`);
    return chunk;
  };
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = chunkOf(key);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  [APP_START_MODULE, ...modules].forEach(visit);
  const start = chunkOf(APP_START_MODULE).file;
  const links = [...files]
    .filter((file) => !template.includes(`/${file}"`))
    .map(
      (file) =>
        `<link rel="modulepreload" crossorigin href="/${file}"${file === start ? ` ${APP_START_ATTRIBUTE}` : ''}>`,
    );
  const boot = chunkOf(ISLANDS_BOOT_MODULE).file;
  if (readerPage) links.push(`<link rel="modulepreload" crossorigin href="/${boot}" ${ISLANDS_BOOT_ATTRIBUTE}>`);
  return `<template id="${PAGE_MODULES_ID}">${links.join('')}</template>`;
}
