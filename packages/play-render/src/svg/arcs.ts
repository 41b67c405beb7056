import { sx } from './units';

/**
 * Half a circle (field units in, SVG path out) centred at (cx, cy), bulging towards +y (towards: 1)
 * or -y (towards: -1). On screen y grows downwards, so the sweep flag picks the side.
 */
export function semicircle(cx: number, cy: number, r: number, towards: 1 | -1): string {
  const sweep = towards === 1 ? 0 : 1;
  return `M${sx(cx - r)} ${sx(cy)} A${sx(r)} ${sx(r)} 0 0 ${sweep} ${sx(cx + r)} ${sx(cy)}`;
}
