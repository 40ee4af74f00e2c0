interface Rect {
  top: number;
  left: number;
  bottom: number;
  right: number;
}

export interface Placement {
  top: number;
  left: number;
  flippedUp: boolean;
  flippedLeft: boolean;
}

/**
 * Where a menu of `size` opens next to its trigger: below it and starting at its left edge, `margin` away;
 * flipped above when there is no room below, and right-aligned to the trigger when there is no room to the
 * right. Always kept `margin` inside the viewport.
 */
export function placeMenu(
  trigger: Rect,
  size: { width: number; height: number },
  viewport: { width: number; height: number },
  margin: number,
): Placement {
  const roomBelow = viewport.height - trigger.bottom - margin;
  const roomAbove = trigger.top - margin;
  const flippedUp = roomBelow < size.height + margin && roomAbove > roomBelow;
  const flippedLeft = trigger.left + size.width + margin > viewport.width;
  const top = flippedUp ? trigger.top - margin - size.height : trigger.bottom + margin;
  const left = flippedLeft ? trigger.right - size.width : trigger.left;
  const clamp = (value: number, max: number) => Math.max(margin, Math.min(value, max - margin));
  return {
    top: clamp(top, viewport.height - size.height),
    left: clamp(left, viewport.width - size.width),
    flippedUp,
    flippedLeft,
  };
}
