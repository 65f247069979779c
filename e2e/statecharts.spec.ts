import fs from 'node:fs';
import { expect, test } from './fixtures.ts';
import { signIn } from './session.ts';

/** /dev/statecharts in the built app: for the operator, every machine drawn and a live actor to drive. */

const MACHINES = fs
  .readdirSync('machines')
  .filter((f) => f.endsWith('.model.ts'))
  .map((f) => f.replace('.model.ts', ''))
  .sort();

test('a provider is told the statecharts are not for them', async ({ page }) => {
  await signIn(page, 'empresa@demo.gt');
  await page.goto('/dev/statecharts');
  await expect(page.getByText('Página no disponible')).toBeVisible();
});

test('the operator sees every machine drawn and drives one', async ({ page }, testInfo) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await signIn(page, 'soporte@demo.gt');
  await page.goto('/dev/statecharts');
  await expect(page.getByRole('heading', { name: 'Diagramas de estados' })).toBeVisible();
  expect(MACHINES.length).toBeGreaterThanOrEqual(11);

  const picker = page.getByRole('combobox', { name: 'Máquina' });
  for (const id of MACHINES) {
    await picker.click();
    await page.getByRole('option', { name: id, exact: true }).click();
    const diagram = page.getByRole('img', { name: new RegExp(`^Diagrama de ${id};`) });
    await expect(diagram).toBeVisible();
    expect(await diagram.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(50);
  }

  await picker.click();
  await page.getByRole('option', { name: 'reservationDecision', exact: true }).click();
  const state = page.getByTestId('current-state');
  await expect(state).toHaveText('"pending"');
  await page.getByRole('group', { name: 'Eventos' }).getByRole('button', { disabled: false }).first().click();
  await expect(state).not.toHaveText('"pending"');
  // The drawing marks the state the actor is in now.
  const current = JSON.parse((await state.textContent()) ?? '""') as string;
  const drawing = decodeURIComponent(
    (await page.getByRole('img', { name: /^Diagrama de reservationDecision;/ }).getAttribute('src')) ?? '',
  );
  expect(drawing).toContain(`[data-id="reservationDecision\\.${current}"] > rect { fill: #fef3c7`);

  await page.screenshot({ path: testInfo.outputPath('statecharts.png'), fullPage: true });
  await testInfo.attach('statecharts', {
    path: testInfo.outputPath('statecharts.png'),
    contentType: 'image/png',
  });
  expect(errors).toEqual([]);
});
