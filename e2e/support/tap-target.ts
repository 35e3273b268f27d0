import { expect, type Locator } from '@playwright/test';

/** WCAG 2.5.5's 44 × 44 CSS px, which the phone layout promises for every control. */
export const MIN_TAP = 44;

/**
 * Each control the locator matches (at least one) is drawn at least 44 × 44 CSS px. Soft assertions:
 * one run reports every control that is too small, and the test goes on to the next.
 */
export async function expectTapTargets(controls: Locator, what: string): Promise<void> {
  await expect(controls.first(), what).toBeVisible();
  // A dialog that is still opening is drawn scaled (its zoom-in): measure the size it settles at.
  await controls.first().evaluate(async () => {
    const settling = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(settling.map((animation) => animation.finished.catch(() => undefined)));
  });
  for (const [index, control] of (await controls.all()).entries()) {
    const box = await control.boundingBox();
    if (!box) throw new Error(`${what} #${index + 1} is not drawn`);
    expect.soft(box.height, `${what} #${index + 1}: height`).toBeGreaterThanOrEqual(MIN_TAP);
    expect.soft(box.width, `${what} #${index + 1}: width`).toBeGreaterThanOrEqual(MIN_TAP);
  }
}
