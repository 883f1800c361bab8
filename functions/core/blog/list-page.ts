import type { BlogPostSummary } from '../../contract/blog';
import type { Deps } from '../../lib/deps';
import { log } from '../../lib/log';
import { jsonForScript } from '../seo/head-tags';
import { BLOG_LIST_SHELL_KEY, loadSiteShell } from '../seo/site-shell';
import { listPublishedBlogPosts } from './posts';

/**
 * `/blog` as readers and crawlers first receive it: the prerendered list page (its head tags,
 * JSON-LD and chrome come from the build) with the posts published up to this moment in place of
 * its loading state, and the query cache the browser restores before hydrating, so the page
 * hydrates as it arrived: no skeleton, no layout shift, and a post published after the build is
 * there at once. The list's markup is React's own (frontend/src/ssr/blog-list.tsx, given here as
 * `renderer`), so server and browser cannot drift.
 */
export interface BlogListRenderer {
  /** The prerendered page's markup where the list goes (its loading state). */
  pendingHtml: () => string;
  list: (posts: BlogPostSummary[]) => { html: string; queries: unknown };
  queriesScriptId: string;
}

export async function renderBlogListPage(deps: Deps, renderer: BlogListRenderer): Promise<string> {
  const [shell, posts] = await Promise.all([loadSiteShell(deps, BLOG_LIST_SHELL_KEY), listPublishedBlogPosts(deps)]);
  const pending = renderer.pendingHtml();
  const at = shell.indexOf(pending);
  if (at < 0) {
    // An unbuilt or foreign shell: the browser then loads the list itself, as before.
    log.warn('The prerendered blog list has no loading state to fill; serving it as built', {
      key: BLOG_LIST_SHELL_KEY,
    });
    return shell;
  }
  const list = renderer.list(posts);
  const data = `<script type="application/json" id="${renderer.queriesScriptId}">${jsonForScript(list.queries)}</script>`;
  const filled = shell.slice(0, at) + list.html + shell.slice(at + pending.length);
  return filled.replace('</body>', `${data}\n</body>`);
}
