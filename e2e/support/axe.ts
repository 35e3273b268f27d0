import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The page's serious and critical axe-core findings, one line each ("color-contrast on button…"), run
 * as the route walk runs it: toasts left out, and the experimental label-in-name rule (WCAG 2.5.3) on.
 */
export async function seriousAxeFindings(page: Page): Promise<string[]> {
  const axe = await new AxeBuilder({ page })
    .exclude('[data-sonner-toaster]')
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return axe.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const targets = violation.nodes.slice(0, 3).map((node) => node.target.join(' '));
      return `${violation.id} (${violation.impact}) on ${targets.join(' | ')}`;
    });
}
