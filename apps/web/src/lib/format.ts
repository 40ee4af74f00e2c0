const SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB'] as const;

/** 1536 -> '1.50 KB': powers of 1024, two decimals, up to TB. */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const power = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), SIZE_UNITS.length - 1);
  return `${(bytes / 1024 ** power).toFixed(2)} ${SIZE_UNITS[power]}`;
}

/** Longer than `max` characters: the first max - 3 and an ellipsis (the spec's 30 -> 27 + '...'). */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 3)}...` : text;
}

/** Seconds as minutes and seconds ('4m 05s'); the spec's older servers send a string with 'm' already. */
export function formatDuration(duration: number | string | null | undefined): string {
  if (typeof duration === 'string') return duration;
  if (duration === null || duration === undefined || !Number.isFinite(duration)) return '—';
  const total = Math.round(duration);
  return `${Math.floor(total / 60)}m ${String(total % 60).padStart(2, '0')}s`;
}

/** One formatter per locale: making one costs far more than formatting (35 ms for a screen of file rows). */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** The locale's short date with time; a date without a 'T' is a UTC date and time from the server. */
export function formatDate(value: string, locale: string): string {
  const date = new Date(value.includes('T') ? value : `${value.replace(' ', 'T')}Z`);
  if (Number.isNaN(date.getTime())) return value;
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' });
    dateFormats.set(locale, format);
  }
  return format.format(date);
}

/** A position in the audio as m:ss, or h:mm:ss from an hour on. */
export function formatTimestamp(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const ss = String(total % 60).padStart(2, '0');
  const minutes = Math.floor(total / 60);
  if (minutes < 60) return `${minutes}:${ss}`;
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}:${ss}`;
}

/** A time typed as m:ss, h:mm:ss or plain seconds, in seconds; undefined when it is none of those. */
export function parseTimestamp(text: string): number | undefined {
  const parts = text.trim().split(':');
  if (parts.length > 3 || parts.some((part) => !/^\d+(\.\d+)?$/.test(part))) return undefined;
  const numbers = parts.map(Number);
  // Past the first part, minutes and seconds stay under 60 (1:75 is a typo, not 2:15).
  if (numbers.slice(1).some((n) => n >= 60)) return undefined;
  return numbers.reduce((total, n) => total * 60 + n, 0);
}

/**
 * A position as m:ss with tenths when it has any ("0:03.5"), for a field that takes it back through
 * parseTimestamp; `round` says which way a time between tenths goes.
 */
export function formatTimestampField(seconds: number, round: 'down' | 'up'): string {
  const tenths = round === 'down' ? Math.floor(seconds * 10 + 1e-9) : Math.ceil(seconds * 10 - 1e-9);
  const whole = Math.floor(tenths / 10);
  const fraction = tenths % 10;
  return `${formatTimestamp(whole)}${fraction ? `.${fraction}` : ''}`;
}
