import { APP_START_ATTRIBUTE, ISLANDS_BOOT_ATTRIBUTE, PAGE_MODULES_ID } from './app/page-modules';
import './index.css';

/**
 * The one script a page's HTML runs. Every public page arrives prerendered, so the reader can read
 * it before any JavaScript runs; the app (React, the router, the page's module) is fetched only
 * after that first paint, so on a slow phone the largest text or image is never waiting behind
 * scripts that only make the page interactive. In Lighthouse's mobile simulation this took LCP
 * from about 2.1 s to 0.9 s (bench/RESULTS.md).
 *
 * The app and the page's own modules are listed by the prerender in `<template id="page-modules">`
 * (inert, so nothing is fetched early); they are moved into <head> here, to download together, and
 * the app's entry among them is imported. A reader page imports the islands boot listed there
 * instead, and never the app. This script imports nothing itself.
 */
/** Past this, the app starts even if no paint was reported (a browser without paint timing). */
const PAINT_WAIT_LIMIT_MS = 3000;

/**
 * Resolves once the page's first contentful paint has reached the screen, as the browser reports
 * it (a paint entry comes after presentation; an animation frame alone comes before it).
 */
function afterFirstPaint(): Promise<void> {
  const root = document.getElementById('root');
  // Nothing to paint first (the admin shell), or a background tab, which paints only when shown.
  if (!root?.hasChildNodes() || document.visibilityState === 'hidden') return Promise.resolve();
  const type = PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint')
    ? 'largest-contentful-paint'
    : 'paint';
  return new Promise((resolve) => {
    const start = () => {
      observer.disconnect();
      clearTimeout(limit);
      setTimeout(resolve, 0);
    };
    const limit = setTimeout(start, PAINT_WAIT_LIMIT_MS);
    // Entries are delivered in a later task, never during observe(): `observer` is set by then.
    const observer = new PerformanceObserver(start);
    observer.observe({ type, buffered: true });
  });
}

await afterFirstPaint();
/**
 * A reader page (prerendered, or a blog post the server set in the blog page's chrome; not the
 * admin) is never hydrated: its interactive parts start one by one, when needed
 * (islands/boot.ts). The admin is the single-page app.
 */
const root = document.getElementById('root');
const onAdmin = window.location.pathname === '/admin' || window.location.pathname.startsWith('/admin/');
const readerPage = !onAdmin && Boolean(root?.firstElementChild);
const pageModules = document.getElementById(PAGE_MODULES_ID);
const modules = pageModules instanceof HTMLTemplateElement ? pageModules.content : null;
const boot = modules?.querySelector(`link[${ISLANDS_BOOT_ATTRIBUTE}]`);
if (readerPage && boot) await import(/* @vite-ignore */ boot.getAttribute('href')!);
else await startApp();

async function startApp() {
  boot?.remove();
  if (modules) document.head.append(modules);
  const start = document.querySelector<HTMLLinkElement>(`link[${APP_START_ATTRIBUTE}]`);
  if (!start) throw new Error(`This page lists no app to start (link[${APP_START_ATTRIBUTE}])`);
  await import(/* @vite-ignore */ start.href);
}
