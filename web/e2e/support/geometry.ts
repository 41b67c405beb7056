import { expect, type Locator } from '@playwright/test';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The element's box once it is visible and laid out. A bare boundingBox() answers null while the element is
 * still mounting or hidden, which a loaded machine turns into a flaky "cannot read x of null".
 */
export async function boxOf(locator: Locator): Promise<Box> {
  await expect(locator).toBeVisible();
  let box: Box | null = null;
  await expect
    .poll(async () => {
      box = await locator.boundingBox();
      return box !== null && box.width > 0 && box.height > 0;
    })
    .toBe(true);
  return box!;
}

/** The centre of the element's box (see boxOf). */
export async function centreOfBox(locator: Locator): Promise<{ x: number; y: number }> {
  const box = await boxOf(locator);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}
