import { DatePicker, type DatePickerProps } from '@fluentui/react-datepicker-compat';
import { DayOfWeek, type CalendarStrings, type DateFormatting } from '@fluentui/react-calendar-compat';
import { Caption1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { format } from 'date-fns';
import { useState } from 'react';
import { id } from 'date-fns/locale';
import { formatTypedDate, fromIsoDate, parseTypedDate, toIsoDate } from './dateInputParsing';

const MONTHS = ['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember'];

/** The calendar in Indonesian. */
export const KALENDER: CalendarStrings = {
  months: MONTHS,
  shortMonths: ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'],
  days: ['Minggu', 'Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu'],
  shortDays: ['M', 'S', 'S', 'R', 'K', 'J', 'S'],
  goToToday: 'Hari ini',
  prevMonthAriaLabel: 'Bulan sebelumnya',
  nextMonthAriaLabel: 'Bulan berikutnya',
  prevYearAriaLabel: 'Tahun sebelumnya',
  nextYearAriaLabel: 'Tahun berikutnya',
  prevYearRangeAriaLabel: 'Rentang tahun sebelumnya',
  nextYearRangeAriaLabel: 'Rentang tahun berikutnya',
  monthPickerHeaderAriaLabel: '{0}, pilih untuk mengganti tahun',
  yearPickerHeaderAriaLabel: '{0}, pilih untuk mengganti bulan',
  closeButtonAriaLabel: 'Tutup',
  weekNumberFormatString: 'Minggu ke-{0}',
  selectedDateFormatString: 'Tanggal terpilih {0}',
  todayDateFormatString: 'Hari ini {0}',
  dayMarkedAriaLabel: 'ditandai',
};

/** The calendar's spoken labels ("5 Januari 2026"). */
const FORMATTING: DateFormatting = {
  formatDay: (d) => String(d.getDate()),
  formatMonth: (d) => MONTHS[d.getMonth()]!,
  formatYear: (d) => String(d.getFullYear()),
  formatMonthDayYear: (d) => format(d, 'd MMMM yyyy', { locale: id }),
  formatMonthYear: (d) => format(d, 'MMMM yyyy', { locale: id }),
};

export interface DateInputProps extends Pick<DatePickerProps, 'className' | 'aria-label' | 'id' | 'disabled'> {
  /** yyyy-mm-dd, or '' for none. */
  value: string;
  /** The new value: yyyy-mm-dd, or '' when cleared. Typed text that is no date keeps the previous value. */
  onChange: (value: string) => void;
  /** yyyy-mm-dd: days before it cannot be picked. */
  min?: string;
}

/**
 * The one date field of the app: Fluent's date picker in Indonesian, weeks from Monday, typed as
 * dd/mm/yyyy (yyyy-mm-dd is understood too), the calendar opened by its button or Alt+↓.
 */
const useStyles = makeStyles({
  wrap: { display: 'grid', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  invalid: { color: tokens.colorPaletteRedForeground1 },
});

export function DateInput({ value, onChange, min, className, ...rest }: DateInputProps) {
  const styles = useStyles();
  const [unreadable, setUnreadable] = useState<string | null>(null);
  return (
    <span className={mergeClasses(styles.wrap, className)}>
      <DatePicker
        {...rest}
        // A field holding two dates (Tgl. Dari – Tgl. Sampai) would name both by its label: an own
        // aria-label wins (an empty aria-labelledby is ignored by the name computation)
        aria-labelledby={rest['aria-label'] ? '' : undefined}
        allowTextInput
        placeholder="dd/mm/yyyy"
        // the calendar button: named for what it does (Fluent names it by the field's text, e.g. "dd/mm/yyyy")
        contentAfter={{ 'aria-label': 'Buka kalender', 'aria-labelledby': undefined }}
        firstDayOfWeek={DayOfWeek.Monday}
        strings={KALENDER}
        dateTimeFormatter={FORMATTING}
        formatDate={formatTypedDate}
        parseDateFromString={parseTypedDate}
        value={fromIsoDate(value)}
        minDate={fromIsoDate(min) ?? undefined}
        onSelectDate={(d) => onChange(toIsoDate(d))}
        // Fluent keeps the previous date for text it cannot read: say why, next to the field
        onValidationResult={({ error }) => setUnreadable(error === 'invalid-input' ? 'Tanggal tidak dikenali; tulis dd/mm/yyyy.' : error === 'out-of-bounds' ? 'Tanggal di luar rentang yang diizinkan.' : null)}
      />
      {unreadable ? (
        <Caption1 role="alert" className={styles.invalid}>
          {unreadable}
        </Caption1>
      ) : null}
    </span>
  );
}
