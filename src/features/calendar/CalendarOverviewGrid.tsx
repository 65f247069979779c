import { useLingui } from '@lingui/react/macro';
import { Anchor, Checkbox, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconBed } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { memo, useEffect, useMemo, useRef } from 'react';
import { formatDate } from '../../i18n/dates.ts';
import { currentLanguage } from '../../i18n/i18n.ts';
import { productLabel } from '../../ui/productLabel.ts';
import { ScrollRegion } from '../../ui/ScrollRegion.tsx';
import { dayStateOf, type OverviewSelection, spanOf, weekday } from './overviewDays.ts';
import type { OverviewProduct } from './overviewQueries.ts';
import { STATE_MARKS, STATE_NAMES } from './overviewWording.ts';
import './CalendarOverview.css';

interface Cell {
  productId: string;
  day: string;
}

interface GridProps {
  products: readonly OverviewProduct[];
  days: readonly string[];
  today: string;
  selection: OverviewSelection;
  onSelect: (selection: OverviewSelection) => void;
  onToggleProduct: (productId: string, checked: boolean) => void;
}

const DAY_NUMBER = new Intl.NumberFormat('en', { minimumIntegerDigits: 2 });

function DayHeads({ days, today }: { days: readonly string[]; today: string }) {
  const { i18n } = useLingui();
  const weekdayName = new Intl.DateTimeFormat(i18n.locale, { weekday: 'short', timeZone: 'UTC' });
  return days.map((day) => (
    <th
      key={day}
      scope="col"
      className={`cal-overview-day-head${weekday(day) % 6 === 0 ? ' cal-overview-weekend' : ''}`}
      aria-current={day === today ? 'date' : undefined}
      aria-label={formatDate(day, currentLanguage())}
    >
      <div>{weekdayName.format(new Date(`${day}T00:00:00Z`)).slice(0, 2)}</div>
      <div>{DAY_NUMBER.format(Number(day.slice(8)))}</div>
    </th>
  ));
}

interface RowProps {
  product: OverviewProduct;
  days: readonly string[];
  today: string;
  checked: boolean;
  /** The selected days when this row is selected, else empty strings. */
  selectedFrom: string;
  selectedTo: string;
  onToggle: (productId: string, checked: boolean) => void;
  onPress: (cell: Cell, shift: boolean) => void;
  onEnter: (cell: Cell) => void;
}

/**
 * The rows in the list's order, in groups: a hotel's or hostel's rooms under a heading with its name (the list gives
 * them one after another), every other product on its own.
 */
function groupsOf(products: readonly OverviewProduct[]) {
  const groups: { property: { id: string; name: string } | null; products: OverviewProduct[] }[] = [];
  for (const product of products) {
    const last = groups.at(-1);
    if (product.property_id && last?.property?.id === product.property_id) last.products.push(product);
    else
      groups.push({
        property: product.property_id ? { id: product.property_id, name: product.property_name ?? '' } : null,
        products: [product],
      });
  }
  return groups;
}

/** One product: its name (a link to its own calendar) and a checkbox, then a cell per day. */
const ProductRow = memo(function ProductRow({
  product,
  days,
  today,
  checked,
  selectedFrom,
  selectedTo,
  onToggle,
  onPress,
  onEnter,
}: RowProps) {
  const { t, i18n } = useLingui();
  const language = currentLanguage();
  // A room is named with its hotel or hostel wherever its row is not in sight of their heading.
  const name = productLabel(product.name, product.property_name);
  const noDeparture = useMemo(() => new Set(product.no_departure), [product.no_departure]);
  return (
    <tr>
      <th scope="row" className="cal-overview-product" data-room={product.property_id ? true : undefined}>
        <Group gap={6} wrap="nowrap">
          <Checkbox
            size="xs"
            checked={checked}
            onChange={(event) => onToggle(product.product_id, event.currentTarget.checked)}
            aria-label={t`Seleccionar ${name}`}
          />
          <Anchor
            renderRoot={(props) => (
              <Link
                to="/calendar/$id/$type"
                params={{ id: product.product_id, type: String(product.product_type) }}
                {...props}
              />
            )}
            size="sm"
            truncate="end"
            title={name}
          >
            {product.name}
          </Anchor>
        </Group>
      </th>
      {days.map((day) => {
        const { entry, state } = dayStateOf(product.ranges, noDeparture, day);
        const mark = STATE_MARKS[state];
        const selected = selectedFrom !== '' && selectedFrom <= day && day <= selectedTo;
        const detail = entry?.reservation_no ?? entry?.feed_name ?? entry?.note ?? '';
        const cell = { productId: product.product_id, day };
        return (
          <td
            key={day}
            className="cal-overview-cell"
            data-state={state}
            data-selected={selected || undefined}
            data-today={day === today || undefined}
            aria-label={`${name}, ${formatDate(day, language)}: ${i18n._(STATE_NAMES[state])}${
              detail ? ` (${detail})` : ''
            }`}
            title={detail || undefined}
            onPointerDown={(event) => {
              if (event.button !== 0) return;
              event.preventDefault();
              onPress(cell, event.shiftKey);
            }}
            onPointerEnter={() => onEnter(cell)}
          >
            {mark ? (
              <span className="cal-overview-mark" aria-hidden>
                {i18n._(mark)}
              </span>
            ) : null}
          </td>
        );
      })}
    </tr>
  );
});

/**
 * Products as rows and days as columns. A range across several products is chosen by pressing one cell and
 * dragging to another, or by pressing the first and Shift-pressing the last; the row checkboxes and the date
 * fields beside the grid are the keyboard's way to the same selection.
 */
export function CalendarOverviewGrid({
  products,
  days,
  today,
  selection,
  onSelect,
  onToggleProduct,
}: GridProps) {
  const { t } = useLingui();
  const anchor = useRef<Cell | null>(null);
  const dragging = useRef(false);
  const rows = products.map((product) => product.product_id);
  const rowsRef = useRef(rows);
  rowsRef.current = rows;
  const onSelectRef = useRef(onSelect);
  onSelectRef.current = onSelect;

  useEffect(() => {
    const stop = () => {
      dragging.current = false;
    };
    window.addEventListener('pointerup', stop);
    window.addEventListener('pointercancel', stop);
    return () => {
      window.removeEventListener('pointerup', stop);
      window.removeEventListener('pointercancel', stop);
    };
  }, []);

  const pressRef = useRef((cell: Cell, shift: boolean) => {
    if (shift && anchor.current) {
      onSelectRef.current(spanOf(rowsRef.current, anchor.current, cell));
      return;
    }
    anchor.current = cell;
    dragging.current = true;
    onSelectRef.current(spanOf(rowsRef.current, cell, cell));
  });
  const enterRef = useRef((cell: Cell) => {
    if (dragging.current && anchor.current)
      onSelectRef.current(spanOf(rowsRef.current, anchor.current, cell));
  });

  const chosen = new Set(selection.productIds);
  const hasDays = selection.from !== '' && selection.to !== '' && selection.from <= selection.to;
  return (
    // Positioned, so the caption's visually hidden text stays inside the scrolling box.
    <ScrollRegion label={t`Calendario de todos los productos`} pos="relative">
      <table className="cal-overview-table">
        <caption>
          <VisuallyHidden>{t`Disponibilidad por producto y día`}</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <th scope="col" className="cal-overview-product">
              <Text size="xs" fw={600}>{t`Producto`}</Text>
            </th>
            <DayHeads days={days} today={today} />
          </tr>
        </thead>
        {groupsOf(products).map((group) => (
          <tbody key={group.property?.id ?? group.products[0]!.product_id}>
            {group.property ? (
              <tr>
                <th scope="rowgroup" colSpan={days.length + 1} className="cal-overview-property">
                  <Group gap={6} wrap="nowrap" className="cal-overview-property-name">
                    <IconBed size={14} aria-hidden />
                    <Text size="xs" fw={700} truncate="end">
                      {group.property.name}
                    </Text>
                  </Group>
                </th>
              </tr>
            ) : null}
            {group.products.map((product) => {
              const checked = chosen.has(product.product_id);
              return (
                <ProductRow
                  key={product.product_id}
                  product={product}
                  days={days}
                  today={today}
                  checked={checked}
                  selectedFrom={checked && hasDays ? selection.from : ''}
                  selectedTo={checked && hasDays ? selection.to : ''}
                  onToggle={onToggleProduct}
                  onPress={pressRef.current}
                  onEnter={enterRef.current}
                />
              );
            })}
          </tbody>
        ))}
      </table>
    </ScrollRegion>
  );
}
