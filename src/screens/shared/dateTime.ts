import { addMinutes, format, isValid, parseISO } from 'date-fns';

/** Turns a server timestamp (ISO 8601) into the text a table cell shows. */
export type DateTimeFormatter = (iso: string) => string;

/** Fixed pattern rather than the browser locale, so every user and every screenshot reads the same. */
export const DATE_TIME_PATTERN = 'yyyy-MM-dd HH:mm';

function parse(iso: string): Date | undefined {
  const date = parseISO(iso);
  return isValid(date) ? date : undefined;
}

/** The timestamp in the browser's time zone: what the tables show. */
export const localDateTime: DateTimeFormatter = (iso) => {
  const date = parse(iso);
  return date ? format(date, DATE_TIME_PATTERN) : '-';
};

/** The timestamp in UTC whatever the machine's zone: stories and tests use it to stay deterministic. */
export const utcDateTime: DateTimeFormatter = (iso) => {
  const date = parse(iso);
  // date-fns formats in local time; shifting by the zone offset makes local fields show UTC.
  return date ? format(addMinutes(date, date.getTimezoneOffset()), DATE_TIME_PATTERN) : '-';
};
