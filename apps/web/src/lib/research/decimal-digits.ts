/** A non-negative number's decimal digits either side of the point. */
export interface DecimalDigits {
  /** At least one digit, no leading zeros ('0' for less than one). */
  whole: string;
  /** No trailing zeros ('' for a whole number). */
  fraction: string;
}

/**
 * The digits of `value` (finite, not negative) as JavaScript writes it: the shortest decimal that
 * reads back as the same number, the one `Intl.NumberFormat` rounds too (2.05 is 2.05, not the
 * 2.04999… the binary value holds). From 1e21 up and below 1e-6 JavaScript writes an exponent,
 * which moves the point.
 */
export function decimalDigits(value: number): DecimalDigits {
  const [mantissa = '0', exponent] = String(value).split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  const digits = { whole, fraction: fraction.replace(/0+$/, '') };
  if (exponent === undefined) return digits;
  const places = Number(exponent);
  return places < 0 ? shiftDigits(digits, -places) : scaleUp(digits, places);
}

/** `digits` times 10 to the power `places` (the point moved right). */
function scaleUp({ whole, fraction }: DecimalDigits, places: number): DecimalDigits {
  const moved = fraction.padEnd(places, '0');
  return {
    whole: (whole + moved.slice(0, places)).replace(/^0+(?=\d)/, ''),
    fraction: moved.slice(places),
  };
}

/** The decimal string one unit greater in its last place ('199' -> '200', '99' -> '100'). */
function incremented(digits: string): string {
  const last = digits.search(/9*$/) - 1;
  const carried = '0'.repeat(digits.length - last - 1);
  if (last < 0) return `1${carried}`;
  return `${digits.slice(0, last)}${Number(digits[last]) + 1}${carried}`;
}

/** `digits` rounded to at most `places` fraction digits, halves away from zero. */
export function roundDigits({ whole, fraction }: DecimalDigits, places: number): DecimalDigits {
  const kept = whole + fraction.slice(0, places).padEnd(places, '0');
  const roundsUp = (fraction[places] ?? '0') >= '5';
  const rounded = roundsUp ? incremented(kept) : kept;
  const wholeLength = rounded.length - places;
  return {
    whole: rounded.slice(0, wholeLength).replace(/^0+(?=\d)/, ''),
    fraction: rounded.slice(wholeLength).replace(/0+$/, ''),
  };
}

/** `digits` divided by 10 to the power `places` (the point moved left). */
export function shiftDigits({ whole, fraction }: DecimalDigits, places: number): DecimalDigits {
  const padded = whole.padStart(places + 1, '0');
  const split = padded.length - places;
  return {
    whole: padded.slice(0, split).replace(/^0+(?=\d)/, ''),
    fraction: (padded.slice(split) + fraction).replace(/0+$/, ''),
  };
}
