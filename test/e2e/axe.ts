import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The rules every page is held to: WCAG 2.x A/AA and axe's best practices. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * axe-core's violations on the page as it is now, each with its rule, help and the nodes it names.
 * axe checks every rule either way; `resultTypes` only spares it collecting the nodes that pass
 * (10 to 30 % of its time here, more on a busy machine, where a full report ran tests out of time).
 * `frames: false` (legacy mode) skips frames axe cannot script: the email preview is a sandboxed
 * frame, and the email's own markup is the email's, not the page's.
 */
export async function axeViolations(page: Page, { frames = true } = {}) {
  const results = await new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(!frames)
    .analyze();
  return results.violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`.slice(0, 300)),
  }));
}
