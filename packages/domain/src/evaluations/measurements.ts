import { MEASUREMENT_UNITS } from './rating-scales';

/** What a measured field measures; each is stored in its SI unit (m, kg, s, m/s). */
export const MEASUREMENT_QUANTITIES = ['length', 'weight', 'time', 'speed'] as const;
export type MeasurementQuantity = (typeof MEASUREMENT_QUANTITIES)[number];
export type MeasurementUnit = (typeof MEASUREMENT_UNITS)[MeasurementQuantity][number];

export const SI_UNIT: Record<MeasurementQuantity, string> = {
  length: 'm',
  weight: 'kg',
  time: 's',
  speed: 'm/s',
};

const FOOT = 0.3048;
const INCH = 0.0254;
const POUND = 0.45359237;
const MPH = 0.44704;
const KPH = 1000 / 3600;

/**
 * The largest value each quantity accepts, in SI: a 100 m field length, a 300 kg lineman with room to spare, a
 * day for endurance times, 50 m/s (180 km/h) for a shot's speed. Zero and negative values are refused.
 */
export const MEASUREMENT_MAX_SI: Record<MeasurementQuantity, number> = {
  length: 100,
  weight: 500,
  time: 86_400,
  speed: 50,
};

/** `unit` is the unit the text was written in: the field's own, or another of its quantity the text names. */
export type MeasurementResult =
  { ok: true; si: number; unit: MeasurementUnit } | { ok: false; message: string };

const NUMBER = '(\\d+(?:\\.\\d+)?)';
const fail = (message: string): MeasurementResult => ({ ok: false, message });

export function unitsOf(quantity: MeasurementQuantity): readonly MeasurementUnit[] {
  return MEASUREMENT_UNITS[quantity];
}

export function isUnitOf(quantity: MeasurementQuantity, unit: unknown): unit is MeasurementUnit {
  return typeof unit === 'string' && (MEASUREMENT_UNITS[quantity] as readonly string[]).includes(unit);
}

/** 6'2", 6' 2, 6-2, 6 ft 2 in, 74" or 74 in (inches under 12 when feet are given). */
function parseFeetInches(text: string): number | null {
  const compact = text.replace(/\s+/g, ' ').trim();
  const inchesOnly = new RegExp(`^${NUMBER}\\s*(?:"|in)$`).exec(compact);
  if (inchesOnly) return Number(inchesOnly[1]) * INCH;
  const feetInches =
    new RegExp(`^(\\d+)\\s*(?:'|ft|-| )\\s*${NUMBER}?\\s*(?:"|''|in)?$`).exec(compact) ??
    new RegExp(`^(\\d+)\\s*(?:'|ft)$`).exec(compact);
  if (feetInches) {
    const inches = feetInches[2] === undefined ? 0 : Number(feetInches[2]);
    if (inches >= 12) return null;
    return Number(feetInches[1]) * FOOT + inches * INCH;
  }
  return null;
}

/** HH:MM:SS, MM:SS.sss or SS.sss; minutes and seconds under 60 when a larger part is given. */
function parseTime(unit: MeasurementUnit, text: string): number | null {
  const t = text.trim();
  if (unit === 'HH:MM:SS') {
    const m = /^(\d+):([0-5]\d):([0-5]\d)$/.exec(t);
    return m ? Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]) : null;
  }
  if (unit === 'MM:SS.sss') {
    const m = /^(\d+):([0-5]\d(?:\.\d{1,3})?)$/.exec(t);
    return m ? Number(m[1]) * 60 + Number(m[2]) : null;
  }
  const m = /^(\d+(?:\.\d{1,3})?)\s*s?$/.exec(t);
  return m ? Number(m[1]) : null;
}

function parsePlain(text: string, suffixes: readonly string[]): number | null {
  const t = text.trim().toLowerCase();
  const m = new RegExp(`^${NUMBER}\\s*(?:${suffixes.join('|')})?$`).exec(t);
  return m ? Number(m[1]) : null;
}

/** Metres with their unit: 1.85 m, 1.85 metres, 185 cm. */
function parseMetres(text: string): number | null {
  const m = new RegExp(`^${NUMBER}\\s*(m|metres?|meters?|cm)?$`).exec(text.trim().toLowerCase());
  if (!m) return null;
  return m[2] === 'cm' ? Number(m[1]) / 100 : Number(m[1]);
}

/** Text in a unit, without the checks of zero and size; null when it is not that unit's format. */
function parseIn(unit: MeasurementUnit, text: string): number | null {
  switch (unit) {
    case 'feet/inches':
      return parseFeetInches(text);
    case 'meters':
      return parseMetres(text);
    case 'lbs':
      return mapNullable(parsePlain(text, ['lbs', 'lb']), (v) => v * POUND);
    case 'kg':
      return parsePlain(text, ['kg']);
    case 'mph':
      return mapNullable(parsePlain(text, ['mph']), (v) => v * MPH);
    case 'kph':
      return mapNullable(parsePlain(text, ['kph', 'km/h']), (v) => v * KPH);
    default:
      return parseTime(unit, text);
  }
}

/**
 * How a text names its unit when it is not the field's: a coach used to metres types "1.85 m" where feet and
 * inches are asked. Only marked text counts (a bare 185 stays the field's unit); time formats have no marks.
 */
const NAMES_ITS_UNIT: Partial<Record<MeasurementUnit, RegExp>> = {
  'feet/inches': /['"]|\d\s*(ft|in)\b/i,
  meters: /\d\s*(m|metres?|meters?|cm)$/i,
  lbs: /\d\s*lbs?$/i,
  kg: /\d\s*kg$/i,
  mph: /\d\s*mph$/i,
  kph: /\d\s*(kph|km\/h)$/i,
};

/** The field's unit when the text reads in it, else another unit of the quantity that the text names itself. */
function readAnyUnit(
  quantity: MeasurementQuantity,
  unit: MeasurementUnit,
  text: string,
): { si: number; unit: MeasurementUnit } | null {
  const own = parseIn(unit, text);
  if (own !== null) return { si: own, unit };
  for (const other of unitsOf(quantity)) {
    if (other === unit || !NAMES_ITS_UNIT[other]?.test(text.trim())) continue;
    const si = parseIn(other, text);
    if (si !== null) return { si, unit: other };
  }
  return null;
}

const FORMAT_HINT: Record<MeasurementUnit, string> = {
  'feet/inches': `feet and inches, such as 6'2"`,
  meters: 'metres, such as 1.88',
  lbs: 'pounds, such as 185',
  kg: 'kilograms, such as 84',
  'HH:MM:SS': 'HH:MM:SS, such as 0:12:30',
  'MM:SS.sss': 'MM:SS.sss, such as 5:02.25',
  'SS.sss': 'seconds, such as 4.52',
  mph: 'miles per hour, such as 21.5',
  kph: 'kilometres per hour, such as 34.6',
};

/** The same hints with the unit written out, for the other units a field also reads. */
const MARKED_HINT: Partial<Record<MeasurementUnit, string>> = {
  'feet/inches': `feet and inches, such as 6'2"`,
  meters: 'metres, such as 1.88 m',
  lbs: 'pounds, such as 185 lbs',
  kg: 'kilograms, such as 84 kg',
  mph: 'miles per hour, such as 21.5 mph',
  kph: 'kilometres per hour, such as 34.6 kph',
};

/** "Enter feet and inches, such as 6'2", or metres, such as 1.88 m". */
function formatMessage(quantity: MeasurementQuantity, unit: MeasurementUnit): string {
  const others = unitsOf(quantity).filter((other) => other !== unit && MARKED_HINT[other]);
  return `Enter ${[FORMAT_HINT[unit], ...others.map((other) => MARKED_HINT[other])].join(', or ')}`;
}

/**
 * Parses what a coach typed and converts it to SI: in the field's unit, or in another unit of the same quantity
 * when the text says so ("1.85 m" in a feet-and-inches field), answering the unit it was written in so it can be
 * shown back the way it was typed. Refuses anything in no unit's format, zero, and values past
 * MEASUREMENT_MAX_SI, with a message for the field.
 */
export function parseMeasurement(
  quantity: MeasurementQuantity,
  unit: MeasurementUnit,
  text: string,
): MeasurementResult {
  if (!isUnitOf(quantity, unit)) return fail(`${unit} is not a unit of ${quantity}`);
  if (text.length > 32) return fail(formatMessage(quantity, unit));
  const read = readAnyUnit(quantity, unit, text);
  if (read === null || !Number.isFinite(read.si)) return fail(formatMessage(quantity, unit));
  if (read.si <= 0) return fail('Enter a value above zero');
  if (read.si > MEASUREMENT_MAX_SI[quantity]) return fail(`This ${quantity} is too large`);
  return { ok: true, si: roundSi(read.si), unit: read.unit };
}

const mapNullable = (value: number | null, f: (v: number) => number) => (value === null ? null : f(value));

/** Micro-unit precision: enough for milliseconds and tenths of a millimetre, stable through JSON. */
const roundSi = (value: number) => Math.round(value * 1e6) / 1e6;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Shows an SI value in the field's unit, in the same format parseMeasurement reads. */
export function formatMeasurement(unit: MeasurementUnit, si: number): string {
  switch (unit) {
    case 'feet/inches': {
      const totalInches = Math.round((si / INCH) * 10) / 10;
      const feet = Math.floor(totalInches / 12);
      const inches = Math.round((totalInches - feet * 12) * 10) / 10;
      return `${feet}'${inches}"`;
    }
    case 'meters':
      return `${round(si, 2)} m`;
    case 'lbs':
      return `${round(si / POUND, 1)} lbs`;
    case 'kg':
      return `${round(si, 1)} kg`;
    case 'mph':
      return `${round(si / MPH, 1)} mph`;
    case 'kph':
      return `${round(si / KPH, 1)} kph`;
    case 'HH:MM:SS': {
      const s = Math.round(si);
      return `${Math.floor(s / 3600)}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
    }
    case 'MM:SS.sss': {
      const ms = Math.round(si * 1000);
      const minutes = Math.floor(ms / 60_000);
      const seconds = (ms % 60_000) / 1000;
      return `${minutes}:${seconds < 10 ? '0' : ''}${seconds.toFixed(3)}`;
    }
    default:
      return `${(Math.round(si * 1000) / 1000).toFixed(3)}`;
  }
}

const round = (value: number, digits: number) => String(Math.round(value * 10 ** digits) / 10 ** digits);
