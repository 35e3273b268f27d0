import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The page's serious and critical axe-core findings, one line each ("color-contrast on button…"), for
 * the route walk and every spec's own check alike: toasts left out, and the experimental label-in-name
 * rule (WCAG 2.5.3) on.
 */
export async function seriousAxeFindings(page: Page): Promise<string[]> {
  await animationsSettled(page);
  const axe = await new AxeBuilder({ page })
    .exclude('[data-sonner-toaster]')
    // Off by default in axe-core (experimental): a visible label missing from the accessible name (WCAG 2.5.3).
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return axe.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const targets = violation.nodes.slice(0, 3).map((node) => node.target.join(' '));
      return `${violation.id} (${violation.impact}) on ${targets.join(' | ')}`;
    });
}

/**
 * Waits for the page's finite CSS animations and transitions to end (a dialog fading and zooming in):
 * axe measures colour contrast on what is painted, and text half faded in reads as too light. Endless
 * ones (a spinner) are left running.
 */
async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}
