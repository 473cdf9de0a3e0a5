import dayjs from 'dayjs';
// The Vietnamese names of months and days, for the charts' axes and the date pickers.
import 'dayjs/locale/vi';

/**
 * dayjs with both interface languages, for the screens that format or pick dates with it (charts,
 * date pickers). The dates written in text are written by @postradar/i18n without it.
 */
export { dayjs };
