import { describe, expect, it } from 'vitest';
import { placeMenu } from './menu-placement';

const viewport = { width: 1440, height: 900 };
const menu = { width: 200, height: 296 };
const trigger = (left: number, top: number) => ({ left, top, right: left + 36, bottom: top + 36 });

describe('menu placement', () => {
  it('opens below its trigger, left edges aligned, 8 px away', () => {
    expect(placeMenu(trigger(100, 100), menu, viewport, 8)).toEqual({
      top: 144,
      left: 100,
      flippedUp: false,
      flippedLeft: false,
    });
  });

  it('flips up when there is no room below', () => {
    const placed = placeMenu(trigger(100, 800), menu, viewport, 8);
    expect(placed).toMatchObject({ flippedUp: true, top: 800 - 8 - 296 });
  });

  it('flips left when there is no room to the right', () => {
    const placed = placeMenu(trigger(1300, 100), menu, viewport, 8);
    // Right edges aligned: the menu ends where its trigger does.
    expect(placed).toMatchObject({ flippedLeft: true, left: 1336 - 200 });
  });

  it('flips both ways in a bottom-right corner and stays inside the screen', () => {
    const placed = placeMenu(trigger(1400, 850), menu, viewport, 8);
    expect(placed.flippedUp && placed.flippedLeft).toBe(true);
    expect(placed.top + menu.height).toBeLessThanOrEqual(viewport.height - 8);
    expect(placed.left + menu.width).toBeLessThanOrEqual(viewport.width - 8);
  });

  it('stays below on a short screen where neither side has room but below has more', () => {
    const placed = placeMenu(trigger(100, 40), menu, { width: 390, height: 300 }, 8);
    expect(placed.flippedUp).toBe(false);
    expect(placed.top).toBeGreaterThanOrEqual(8);
  });
});
