import { test } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './fixtures';

test('screens', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/admin');
  await page.getByLabel('Email').fill(ADMIN_EMAIL);
  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Blog posts' }).waitFor();
  await page.screenshot({ path: '/tmp/blog-shots/admin-empty.png', fullPage: true });
  for (const [i, pub] of [[1, true], [2, false]] as const) {
    await page.getByRole('link', { name: 'New Post' }).click();
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(`A very long title number ${i} about the fog over the Welland Canal at night`);
    await page.getByRole('textbox', { name: 'Content', exact: true }).fill('## Heading\n\nSome **bold** text and a [link](https://example.com).\n\n> A quote from the past\n\n- one\n- two\n\n```\ncode block here\n```\n\n' + 'Lorem ipsum dolor sit amet. '.repeat(60));
    await page.getByRole('textbox', { name: 'Tags', exact: true }).fill('ghosts, canal, history');
    await page.getByRole('textbox', { name: 'Category', exact: true }).fill('Local History');
    await page.getByRole('textbox', { name: 'Cover image URL', exact: true }).fill('http://127.0.0.1:3150/images/writing-desk.svg');
    if (pub) await page.getByRole('switch', { name: 'Published' }).click();
    await page.getByRole('switch', { name: 'Featured' }).click();
    await page.waitForTimeout(1000);
    if (i === 1) await page.screenshot({ path: '/tmp/blog-shots/editor.png', fullPage: true });
    if (i === 1) {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.screenshot({ path: '/tmp/blog-shots/editor-375.png', fullPage: true });
      await page.setViewportSize({ width: 1280, height: 800 });
    }
    await page.getByRole('button', { name: 'Create Post' }).click();
    await page.getByRole('heading', { name: 'Blog posts' }).waitFor();
  }
  await page.waitForTimeout(500);
  await page.screenshot({ path: '/tmp/blog-shots/admin-list.png', fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: '/tmp/blog-shots/admin-list-375.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/blog');
  await page.getByRole('article').first().waitFor();
  await page.screenshot({ path: '/tmp/blog-shots/blog.png', fullPage: true });
  await page.getByRole('link', { name: /Read More/ }).first().click();
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForTimeout(500);
  await page.screenshot({ path: '/tmp/blog-shots/post.png', fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/blog');
  await page.getByRole('article').first().waitFor();
  await page.screenshot({ path: '/tmp/blog-shots/blog-375.png', fullPage: true });
  await page.route('**/api/blog', (r) => r.fulfill({ status: 200, contentType: 'application/json', body: '[]' }));
  await page.goto('/blog');
  await page.getByRole('heading', { name: 'Coming Soon' }).waitFor();
  await page.screenshot({ path: '/tmp/blog-shots/blog-empty-375.png' });
});
