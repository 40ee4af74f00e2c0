const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** A time as the transcript viewer shows it: m:ss, or h:mm:ss from one hour on. */
export function clockTime(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/** hh:mm:ss,mmm (SRT) or hh:mm:ss.mmm (WebVTT), rounded to the millisecond. */
export function subtitleTime(seconds: number, separator: ',' | '.'): string {
  const ms = Math.max(0, Math.round(seconds * 1000));
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  return `${pad(h)}:${pad(m)}:${pad(s)}${separator}${pad(ms % 1000, 3)}`;
}

/** The upload date in a header: "2024-05-01 14:03 UTC", the same whatever the server's locale. */
export const headerDate = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;
