import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { type AfterDrawProps, afterDraw } from '../../src/ui/afterDraw.tsx';

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

const placeholder = (press: () => void, pressed: boolean) => (
  <button type="button" onClick={press} aria-busy={pressed}>
    Options
  </button>
);

describe('a control whose code comes after the draw', () => {
  it('draws its placeholder first, and the control when the code comes, closed if nobody pressed', async () => {
    const { Control, arrive } = slowControl();
    render(<Control label="Menu" placeholder={placeholder} />);
    expect(screen.getByRole('button', { name: 'Options' })).toHaveAttribute('aria-busy', 'false');
    await arrive();
    expect(await screen.findByRole('button', { name: 'Menu: closed' })).toBeInTheDocument();
  });

  it('keeps a press made before the code came, shows it waiting, and opens the control with it', async () => {
    const user = userEvent.setup();
    const { Control, arrive } = slowControl();
    render(<Control label="Menu" placeholder={placeholder} />);
    await user.click(screen.getByRole('button', { name: 'Options' }));
    expect(screen.getByRole('button', { name: 'Options' })).toHaveAttribute('aria-busy', 'true');
    await arrive();
    expect(await screen.findByRole('button', { name: 'Menu: open' })).toBeInTheDocument();
  });

  it('keeps the keyboard where it was: focus on the stand-in moves on to the control when it comes', async () => {
    const user = userEvent.setup();
    const { Control, arrive } = slowControl();
    render(<Control label="Menu" placeholder={placeholder} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Options' })).toHaveFocus();
    await arrive();
    expect(await screen.findByRole('button', { name: 'Menu: closed' })).toHaveFocus();
  });
});
