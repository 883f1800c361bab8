/**
 * The id of the `<template>` in which the prerender lists a page's own modules as modulepreload
 * links: inert until main.tsx moves them into <head> after the first paint.
 */
export const PAGE_MODULES_ID = 'page-modules';

/** Marks, among those links, the app's entry (app/start.tsx) that main.tsx imports. */
export const APP_START_ATTRIBUTE = 'data-app-start';

/**
 * Marks, among those links, a reader page's islands boot (islands/boot.ts), which main.tsx
 * imports instead of the app: a reader page is never hydrated.
 */
export const ISLANDS_BOOT_ATTRIBUTE = 'data-islands-boot';
