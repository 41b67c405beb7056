/** A neutral chalkboard look shared by every sport, so team colours carry the meaning and prints stay clear. */
export const FIELD_PALETTE = {
  surround: '#eef0f3',
  surface: '#ffffff',
  line: '#b8bfc9',
  endZone: '#e8ecf2',
  text: '#9aa3af',
} as const;

export const FIELD_LINE_WIDTH = 2;
