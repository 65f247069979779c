import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ComponentType, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../../src/app/theme.ts';
import { type AfterDrawProps, afterDraw } from '../../src/ui/afterDraw.tsx';
import { SelectAfterDraw } from '../../src/ui/SelectAfterDraw.tsx';

type Props = { label: string };

/** A control loaded after the draw, and the hand that lets its code arrive when the test says. */
function slowControl() {
  let arrive!: (control: ComponentType<Props & AfterDrawProps>) => void;
  const code = new Promise<ComponentType<Props & AfterDrawProps>>((resolve) => {
    arrive = resolve;
  });
  const Control = afterDraw<Props>(() => code);
  const Loaded = ({ label, pressedEarly }: Props & AfterDrawProps) => (
    <button type="button">{`${label}: ${pressedEarly ? 'open' : 'closed'}`}</button>
  );
  return { Control, arrive: () => act(async () => arrive(Loaded)) };
}

const standIn = (press: () => void, pressed: boolean) => (
  <button type="button" onClick={press} aria-busy={pressed}>
    Options
  </button>
);

describe('a control whose code comes after the draw', () => {
  it('draws its placeholder first, and the control when the code comes, closed if nobody pressed', async () => {
    const { Control, arrive } = slowControl();
    render(<Control label="Menu" standIn={standIn} />);
    expect(screen.getByRole('button', { name: 'Options' })).toHaveAttribute('aria-busy', 'false');
    await arrive();
    expect(await screen.findByRole('button', { name: 'Menu: closed' })).toBeInTheDocument();
  });

  it('keeps a press made before the code came, shows it waiting, and opens the control with it', async () => {
    const user = userEvent.setup();
    const { Control, arrive } = slowControl();
    render(<Control label="Menu" standIn={standIn} />);
    await user.click(screen.getByRole('button', { name: 'Options' }));
    expect(screen.getByRole('button', { name: 'Options' })).toHaveAttribute('aria-busy', 'true');
    await arrive();
    expect(await screen.findByRole('button', { name: 'Menu: open' })).toBeInTheDocument();
  });

  it('keeps the keyboard where it was: focus on the stand-in moves on to the control when it comes', async () => {
    const user = userEvent.setup();
    const { Control, arrive } = slowControl();
    render(<Control label="Menu" standIn={standIn} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Options' })).toHaveFocus();
    await arrive();
    expect(await screen.findByRole('button', { name: 'Menu: closed' })).toHaveFocus();
  });

  it('draws a select as a read-only field first; a key pressed on it opens the options when they come', async () => {
    // The suite's files share their modules (vite.config.ts): a file before this one may have loaded the options
    // already. A fresh copy of the select has not.
    vi.resetModules();
    const { SelectAfterDraw } = await import('../../src/ui/SelectAfterDraw.tsx');
    render(
      <MantineProvider theme={theme} env="test">
        <SelectAfterDraw
          label="Color"
          data={[
            { value: 'r', label: 'Rojo' },
            { value: 'g', label: 'Verde' },
          ]}
          value="r"
          onChange={() => {}}
        />
      </MantineProvider>,
    );
    const standIn = screen.getByRole('combobox', { name: 'Color' });
    expect(standIn).toHaveValue('Rojo');
    expect(standIn).toHaveAttribute('readonly');
    standIn.focus();
    fireEvent.keyDown(standIn, { key: 'ArrowDown' });
    expect(standIn).toHaveAttribute('aria-busy', 'true');

    expect(await screen.findByRole('option', { name: 'Verde' })).toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: 'Color' });
    expect(select).not.toBe(standIn);
    expect(select).toHaveFocus();
    expect(select).toHaveValue('Rojo');
  });

  it('keeps the choice when the option already chosen is picked again (issue 26: País went empty)', async () => {
    const user = userEvent.setup();
    function Country() {
      const [country, setCountry] = useState<string | null>('gt');
      return (
        <>
          <SelectAfterDraw
            label="País"
            searchable
            data={[
              { value: 'gt', label: 'Guatemala' },
              { value: 'sv', label: 'El Salvador' },
            ]}
            value={country}
            onChange={setCountry}
          />
          <output>{country ?? 'ninguno'}</output>
        </>
      );
    }
    render(
      <MantineProvider theme={theme} env="test">
        <Country />
      </MantineProvider>,
    );
    await user.click(screen.getByRole('combobox', { name: 'País' }));
    await user.click(await screen.findByRole('option', { name: 'Guatemala' }));
    expect(screen.getByRole('status')).toHaveTextContent('gt');
    expect(screen.getByRole('combobox', { name: 'País' })).toHaveValue('Guatemala');
  });

  /** A fresh price field whose code has not come yet (vi.resetModules), and every value it reported. */
  async function priceField() {
    vi.resetModules();
    const { NumberInputAfterDraw } = await import('../../src/ui/NumberInputAfterDraw.tsx');
    const changes: (number | string)[] = [];
    function Price() {
      const [price, setPrice] = useState<number | string>('');
      return (
        <NumberInputAfterDraw
          label="Precio"
          prefix="$ "
          thousandSeparator=","
          decimalScale={2}
          allowNegative={false}
          value={price}
          onChange={(value) => {
            changes.push(value);
            setPrice(value);
          }}
        />
      );
    }
    render(
      <MantineProvider theme={theme} env="test">
        <Price />
      </MantineProvider>,
    );
    const standIn = screen.getByRole('textbox', { name: 'Precio' }) as HTMLInputElement;
    const swapped = async () => {
      await waitFor(() => expect(screen.getByRole('textbox', { name: 'Precio' })).not.toBe(standIn));
      return screen.getByRole('textbox', { name: 'Precio' }) as HTMLInputElement;
    };
    return { standIn, changes, swapped };
  }

  it('takes what is typed into a number field before its code comes, as the field would, and goes on from there', async () => {
    const { standIn, changes, swapped } = await priceField();
    standIn.focus();
    fireEvent.change(standIn, { target: { value: '1234.' } });
    expect(changes).toEqual(['1234.']);
    fireEvent.change(standIn, { target: { value: '$ 1,234.5' } });
    expect(changes).toEqual(['1234.', 1234.5]);
    expect(standIn).toHaveValue('$ 1,234.5');
    fireEvent.change(standIn, { target: { value: '-$ 1,234.5' } });
    expect(changes.at(-1)).toBe(1234.5);

    const field = await swapped();
    expect(field).toHaveValue('$ 1,234.5');
    expect(field).toHaveFocus();
    expect(field.selectionStart).toBe(field.value.length);
    await userEvent.setup().keyboard('7');
    expect(changes.at(-1)).toBe(1234.57);
    expect(field).toHaveValue('$ 1,234.57');
  });

  it('keeps a whole selection across the swap, so what is typed next replaces the value (a fill)', async () => {
    const { standIn, changes, swapped } = await priceField();
    standIn.focus();
    fireEvent.change(standIn, { target: { value: '1' } });
    standIn.select();
    const field = await swapped();
    expect(field).toHaveFocus();
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, field.value.length]);
    await userEvent.setup().keyboard('12');
    expect(changes.at(-1)).toBe(12);
    expect(field).toHaveValue('$ 12');
  });

  it('moves a slider drawn as the browser range input before its code comes, and keeps the value', async () => {
    vi.resetModules();
    const { SliderAfterDraw } = await import('../../src/ui/SliderAfterDraw.tsx');
    const changes: number[] = [];
    function Days() {
      const [days, setDays] = useState(40);
      return (
        <SliderAfterDraw
          min={14}
          max={80}
          thumbLabel="Días antes de la llegada"
          value={days}
          onChange={(value) => {
            changes.push(value);
            setDays(value);
          }}
        />
      );
    }
    render(
      <MantineProvider theme={theme} env="test">
        <Days />
      </MantineProvider>,
    );
    const standIn = screen.getByRole('slider', { name: 'Días antes de la llegada' });
    expect(standIn).toHaveAttribute('type', 'range');
    standIn.focus();
    fireEvent.change(standIn, { target: { value: '60' } });
    expect(changes).toEqual([60]);
    await waitFor(() =>
      expect(screen.getByRole('slider', { name: 'Días antes de la llegada' })).not.toBe(standIn),
    );
    expect(screen.getByRole('slider', { name: 'Días antes de la llegada' })).toHaveAttribute(
      'aria-valuenow',
      '60',
    );
  });
});
