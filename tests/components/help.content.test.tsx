import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../src/api/client.ts';
import { unwrap } from '../../src/api/errors.ts';
import { clearSession, type Session, setSession } from '../../src/api/session.ts';
import { StepHelp } from '../../src/features/help/StepHelp.tsx';
import { activateLanguage } from '../../src/i18n/i18n.ts';
import { renderPage } from './authHarness.tsx';
import { fileCast } from './demoCastHarness.ts';
import { renderApp, signInAs } from './shellHarness.tsx';

/**
 * The FAQ and the wizard steps' help texts in the operator's content screen (issue 31), against the real API. Both
 * tables are everyone's (no demo cast of their own), so each test writes rows of its own under a tag no other run
 * uses — a Spanish question that goes last, a text for a product type and step the seed leaves to the generic
 * text — and deletes them again.
 */
const cast = fileCast();

beforeAll(async () => {
  await activateLanguage('es');
});
afterEach(() => clearSession());

/** A tag no other run has used. */
const fresh = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

/** The content screen as the operator opens it, on one of its tabs. */
async function openTab(name: 'Preguntas frecuentes' | 'Textos de ayuda') {
  const operator = await signInAs(cast.operator);
  const view = await renderApp('/site-content');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('tab', { name }));
  return { user, operator, view };
}

/** A row of the visible list, found by its title or question. */
const row = async (name: string) => within(await screen.findByRole('article', { name }));

/** The open form (a region named by its heading). */
const formNamed = async (name: string) => within(await screen.findByRole('region', { name }));

/** A question of the operator's, as written earlier through the API. */
async function writtenQuestion(operator: Session, question: string) {
  setSession(operator);
  return unwrap(
    await api.POST('/api/faq-providers', {
      body: { language: 'es', category: 'qr', question, answer: 'Primera respuesta.' },
    }),
  );
}

/** The help texts, read straight from the server. */
async function storedTexts(operator: Session) {
  setSession(operator);
  return unwrap(await api.GET('/api/help-contents', {}));
}

describe('/site-content, the FAQ tab', () => {
  it('changes an answer with its preview, and the FAQ page shows it at once; deletes after asking', async () => {
    const tag = fresh();
    const question = `¿Puedo imprimir mi código en tarjetas? ${tag}`;
    const operator = await signInAs(cast.operator);
    const written = await writtenQuestion(operator, question);
    const { user, view } = await openTab('Preguntas frecuentes');

    let entry = await row(question);
    expect(entry.getByText('QR y referidos')).toBeInTheDocument();
    expect(entry.getByText('Primera respuesta.')).toBeInTheDocument();
    await user.click(entry.getByRole('button', { name: 'Editar' }));
    const form = await formNamed('Editar pregunta');
    expect(form.getByRole('textbox', { name: /^Pregunta/ })).toHaveValue(question);
    expect(form.getByRole('combobox', { name: /^Categoría/ })).toHaveValue('qr');
    const answer = form.getByRole('textbox', { name: /^Respuesta/ });
    await user.clear(answer);
    await user.type(
      answer,
      'Sí: descarga el PDF desde Mi QR.{Enter}{Enter}Imprímelo a 3 cm como mínimo y <b>pruébalo</b>.',
    );

    // The preview is the FAQ page's: a paragraph per blank line, markup shown as text.
    await user.click(form.getByRole('tab', { name: 'Vista previa' }));
    const preview = within(form.getByRole('region', { name: 'Vista previa' }));
    expect(preview.getByText(question)).toBeInTheDocument();
    expect(preview.getByText('Sí: descarga el PDF desde Mi QR.').tagName).toBe('P');
    expect(preview.getByText('Imprímelo a 3 cm como mínimo y <b>pruébalo</b>.')).toBeInTheDocument();

    await user.click(form.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Editar pregunta' })).not.toBeInTheDocument(),
    );
    entry = await row(question);
    expect(await entry.findByText(/^Sí: descarga el PDF desde Mi QR\./)).toBeInTheDocument();

    // The provider's FAQ (this tab's cache too) reads the new answer.
    await view.router.navigate({ to: '/frequent-questions' });
    await user.click(await screen.findByRole('button', { name: question }));
    expect(await screen.findByText('Sí: descarga el PDF desde Mi QR.')).toBeInTheDocument();
    expect(screen.getByText('Imprímelo a 3 cm como mínimo y <b>pruébalo</b>.')).toBeInTheDocument();
    expect(screen.queryByText('Primera respuesta.')).not.toBeInTheDocument();

    // Deleting asks first; "Sí, eliminar" takes it off the list and the FAQ.
    await view.router.navigate({ to: '/site-content' });
    await user.click(await screen.findByRole('tab', { name: 'Preguntas frecuentes' }));
    entry = await row(question);
    await user.click(entry.getByRole('button', { name: 'Eliminar' }));
    let confirm = within(await screen.findByRole('dialog', { name: 'Eliminar pregunta' }));
    expect(confirm.getByText(`¿Eliminar la pregunta «${question}»?`, { exact: false })).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    entry = await row(question);
    await user.click(entry.getByRole('button', { name: 'Eliminar' }));
    confirm = within(await screen.findByRole('dialog', { name: 'Eliminar pregunta' }));
    await user.click(confirm.getByRole('button', { name: 'Sí, eliminar' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: question })).not.toBeInTheDocument());
    const faq = unwrap(await api.GET('/api/faq-providers', { params: { query: { language_code: 'es' } } }));
    expect(faq.some((item) => item._id === written._id)).toBe(false);
  });

  it('keeps what is typed while the other tabs are looked at, and shows a refused place on the order', async () => {
    const tag = fresh();
    const { user } = await openTab('Preguntas frecuentes');
    await user.click(await screen.findByRole('button', { name: 'Nueva pregunta' }));
    let form = await formNamed('Nueva pregunta');
    const question = `¿Cómo cambio mi correo? ${tag}`;
    await user.type(form.getByRole('textbox', { name: /^Pregunta/ }), question);
    await user.type(form.getByRole('textbox', { name: /^Respuesta/ }), 'Desde Cuenta y seguridad.');

    await user.click(screen.getByRole('tab', { name: 'Textos de ayuda' }));
    expect(await screen.findByRole('heading', { name: 'Textos de ayuda', level: 1 })).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Páginas' }));
    expect(await screen.findByRole('heading', { name: 'Contenido del sitio', level: 1 })).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Preguntas frecuentes' }));
    form = await formNamed('Nueva pregunta');
    expect(form.getByRole('textbox', { name: /^Pregunta/ })).toHaveValue(question);
    expect(form.getByRole('textbox', { name: /^Respuesta/ })).toHaveValue('Desde Cuenta y seguridad.');

    // The first place is taken: said on the field, the form open with what was typed.
    const order = form.getByRole('textbox', { name: /^Orden/ });
    await user.type(order, '1');
    await user.click(form.getByRole('button', { name: 'Guardar pregunta' }));
    await waitFor(() =>
      expect(order).toHaveAccessibleDescription(/Otra pregunta de este idioma ya tiene este orden/),
    );
    expect(form.getByRole('textbox', { name: /^Pregunta/ })).toHaveValue(question);

    // Left empty, it goes last.
    await user.clear(order);
    await user.click(form.getByRole('button', { name: 'Guardar pregunta' }));
    const entry = await row(question);
    const stored = unwrap(await api.GET('/api/faq-providers/all', { params: { query: { language: 'es' } } }));
    expect(stored.at(-1)).toMatchObject({ question, answer: 'Desde Cuenta y seguridad.', language: 'es' });
    await user.click(entry.getByRole('button', { name: 'Eliminar' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Eliminar pregunta' }));
    await user.click(confirm.getByRole('button', { name: 'Sí, eliminar' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: question })).not.toBeInTheDocument());
  });
});

describe('/site-content, the help texts tab', () => {
  it('writes a text for a product type, changes it with its preview, the wizard shows it, and deletes it', async () => {
    const tag = fresh();
    const { user, operator } = await openTab('Textos de ayuda');
    await user.click(await screen.findByRole('button', { name: 'Nuevo texto' }));
    let form = await formNamed('Nuevo texto de ayuda');
    await user.selectOptions(
      form.getByRole('combobox', { name: /^Tipo de producto/ }),
      'Turismo comunitario privado',
    );
    await user.selectOptions(form.getByRole('combobox', { name: /^Paso/ }), 'itinerary');
    await user.click(form.getByRole('radio', { name: 'Español' }));
    const title = `Tu recorrido comunitario ${tag}`;
    await user.type(form.getByRole('textbox', { name: /^Título/ }), title);
    await user.type(form.getByRole('textbox', { name: /^Texto de ayuda/ }), 'Cuenta cada parada.');
    await user.click(form.getByRole('button', { name: 'Guardar texto' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Nuevo texto de ayuda' })).not.toBeInTheDocument(),
    );
    expect((await storedTexts(operator)).find((text) => text.id === '17-es-itinerary')).toMatchObject({
      title,
      body: 'Cuenta cada parada.',
    });

    // The filters leave that type's texts of that step.
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Tipo de producto' }),
      'Turismo comunitario privado',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Paso' }), 'itinerary');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    let text = await row(title);
    expect(text.getByText('itinerary')).toBeInTheDocument();
    expect(text.getByText('Español')).toBeInTheDocument();

    await user.click(text.getByRole('button', { name: 'Editar' }));
    form = await formNamed('Editar texto de ayuda');
    const changedTitle = `Las paradas de tu recorrido ${tag}`;
    const titleBox = form.getByRole('textbox', { name: /^Título/ });
    await user.clear(titleBox);
    await user.type(titleBox, changedTitle);
    const body = form.getByRole('textbox', { name: /^Texto de ayuda/ });
    await user.clear(body);
    await user.type(body, 'Di dónde para el grupo.{Enter}{Enter}Y cuánto tiempo.');
    await user.click(form.getByRole('tab', { name: 'Vista previa' }));
    const preview = within(form.getByRole('region', { name: 'Vista previa' }));
    expect(preview.getByText('Ayuda para este paso')).toBeInTheDocument();
    expect(preview.getByRole('heading', { name: changedTitle })).toBeInTheDocument();
    expect(preview.getByText('Y cuánto tiempo.').tagName).toBe('P');
    await user.click(form.getByRole('button', { name: 'Guardar cambios' }));
    text = await row(changedTitle);

    // The wizard's step help reads the new text (a fresh screen: nothing kept from before).
    const wizard = await renderPage(
      '/help-preview',
      <StepHelp place={{ segment: 'community-tourism', step: 'itinerary', typeProduct: 17 }} />,
    );
    expect(await screen.findByRole('heading', { name: changedTitle })).toBeInTheDocument();
    expect(screen.getByText('Di dónde para el grupo.')).toBeInTheDocument();
    wizard.unmount();

    // The generic Spanish text of a step offers no delete; this one does, after asking.
    expect(screen.queryAllByRole('article')).toHaveLength(1);
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Tipo de producto' }),
      'General (todos los tipos)',
    );
    const generic = await screen.findAllByRole('article');
    const spanishGeneric = generic.find((article) => within(article).queryByText('Español'));
    expect(spanishGeneric && within(spanishGeneric).queryByRole('button', { name: 'Eliminar' })).toBeNull();
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Tipo de producto' }),
      'Turismo comunitario privado',
    );
    text = await row(changedTitle);
    await user.click(text.getByRole('button', { name: 'Eliminar' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Eliminar texto de ayuda' }));
    await user.click(confirm.getByRole('button', { name: 'Sí, eliminar' }));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: changedTitle })).not.toBeInTheDocument(),
    );
    expect((await storedTexts(operator)).some((stored) => stored.id === '17-es-itinerary')).toBe(false);
  });
});
