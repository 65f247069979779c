import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../src/api/client.ts';
import { unwrap } from '../../src/api/errors.ts';
import { clearSession, type Session, setSession } from '../../src/api/session.ts';
import { SiteContentPage } from '../../src/features/site/SiteContentPage.tsx';
import type { SiteContent, SiteContentInput } from '../../src/features/site/siteContentQueries.ts';
import { activateLanguage } from '../../src/i18n/i18n.ts';
import { renderPage } from './authHarness.tsx';
import { fileCast } from './demoCastHarness.ts';
import { signInAs } from './shellHarness.tsx';

/**
 * The operator's content screen (issue 31) against the real API: the site's pages are everyone's, so each test
 * names its pages with a tag of its own, and what it publishes (an English post, for a moment) it deletes again.
 */
const cast = fileCast();

beforeAll(async () => {
  await activateLanguage('es');
});
afterEach(() => clearSession());

/** A tag no other run has used, for slugs and titles. */
const fresh = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

/** The screen as the operator opens it, once the list has come. */
async function openContentScreen(): Promise<{ user: UserEvent; operator: Session }> {
  const operator = await signInAs(cast.operator);
  await renderPage('/site-content', <SiteContentPage />);
  await waitFor(() => expect(screen.queryByLabelText('Cargando las páginas')).not.toBeInTheDocument());
  return { user: userEvent.setup(), operator };
}

/** The editor's dialog once its form has come (its code downloads when it opens). */
async function editor(name: 'Nueva página' | 'Editar página') {
  const dialog = await screen.findByRole('dialog', { name });
  await within(dialog).findByRole('textbox', { name: /^Título/ });
  return within(dialog);
}

/** The dialog is gone: saved. */
const closed = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

/** A page as the list shows it, found by its title. */
const row = async (title: string) => within(await screen.findByRole('article', { name: title }));

/** A page written through the API, as the operator's own earlier work. */
async function written(operator: Session, input: Omit<SiteContentInput, 'description' | 'body' | 'status'>) {
  setSession(operator);
  return unwrap(
    await api.POST('/api/site/content', {
      body: { description: '', body: 'Texto.', status: 'draft', ...input },
    }),
  );
}

/** The operator's list, read straight from the server. */
async function stored(operator: Session, slug: string): Promise<SiteContent | undefined> {
  setSession(operator);
  const pages = unwrap(await api.GET('/api/site/content', {}));
  return pages.find((page) => page.slug === slug);
}

describe('/site-content, the operator’s content screen', () => {
  it('writes a blog post as a draft with its preview, publishes it, renames it and deletes it after asking', async () => {
    const { user, operator } = await openContentScreen();
    const tag = fresh();
    const title = `Ruta del café ${tag}`;
    const slug = `ruta-del-cafe-${tag}`;

    await user.click(screen.getByRole('button', { name: 'Nueva página' }));
    let form = await editor('Nueva página');
    await user.click(form.getByRole('radio', { name: 'Blog' }));
    // English: the Spanish blog's pages are another test file's to count.
    await user.click(form.getByRole('radio', { name: 'English' }));
    await user.type(form.getByRole('textbox', { name: /^Título/ }), title);
    // The address follows the title, accents and capitals gone.
    expect(form.getByRole('textbox', { name: /^Dirección/ })).toHaveValue(slug);
    await user.type(form.getByRole('textbox', { name: /^Descripción/ }), 'Fincas de Huehuetenango.');
    expect(form.getByText('24 de 300 caracteres')).toBeInTheDocument();
    await user.type(form.getByRole('textbox', { name: /^Autor/ }), 'Equipo del portal');
    await user.type(
      form.getByRole('textbox', { name: /^Texto de la página/ }),
      '## Cosecha en Huehuetenango{Enter}{Enter}Un párrafo con **negrita** y <b>HTML</b>.',
    );

    // The preview is the server's rendering: a heading, bold text, and raw HTML shown as text.
    await user.click(form.getByRole('tab', { name: 'Vista previa' }));
    const preview = within(form.getByRole('tabpanel', { name: 'Vista previa' }));
    expect(await preview.findByRole('heading', { name: 'Cosecha en Huehuetenango' })).toBeInTheDocument();
    expect(preview.getByText('negrita').tagName).toBe('STRONG');
    expect(preview.getByText(/<b>HTML<\/b>/)).toBeInTheDocument();

    // Saved as a draft: listed, not public.
    expect(form.getByRole('switch', { name: /^Publicada/ })).not.toBeChecked();
    await user.click(form.getByRole('button', { name: 'Guardar página' }));
    await closed();
    let page = await row(title);
    expect(page.getByText('Borrador')).toBeInTheDocument();
    expect(page.getByText('Blog')).toBeInTheDocument();
    expect(page.getByText('English')).toBeInTheDocument();
    expect(page.getByText(slug)).toBeInTheDocument();
    expect(page.queryByRole('link', { name: /Ver en el sitio/ })).not.toBeInTheDocument();
    expect(await stored(operator, slug)).toMatchObject({ status: 'draft', author: 'Equipo del portal' });
    const draft = await api.GET('/api/site/pages/{kind}/{slug}', {
      params: { path: { kind: 'blog', slug }, query: { language: 'en' } },
    });
    expect(draft.response.status).toBe(404);

    // Published: the badge says so, the site shows it and the list links to it.
    await user.click(page.getByRole('button', { name: 'Editar' }));
    form = await editor('Editar página');
    expect(form.getByRole('textbox', { name: /^Texto de la página/ })).toHaveValue(
      '## Cosecha en Huehuetenango\n\nUn párrafo con **negrita** y <b>HTML</b>.',
    );
    await user.click(form.getByRole('switch', { name: /^Publicada/ }));
    await user.click(form.getByRole('button', { name: 'Guardar cambios' }));
    await closed();
    page = await row(title);
    expect(await page.findByText('Publicado')).toBeInTheDocument();
    expect(page.getByRole('link', { name: /Ver en el sitio/ })).toHaveAttribute('href', `/blog/${slug}`);
    const published = unwrap(
      await api.GET('/api/site/pages/{kind}/{slug}', {
        params: { path: { kind: 'blog', slug }, query: { language: 'en' } },
      }),
    );
    expect(published).toMatchObject({ title, author: 'Equipo del portal' });
    expect(published.html).toContain('<h2>Cosecha en Huehuetenango</h2>');

    // Renamed: a page already written keeps its address.
    const renamed = `Ruta del café de altura ${tag}`;
    await user.click(page.getByRole('button', { name: 'Editar' }));
    form = await editor('Editar página');
    const titleBox = form.getByRole('textbox', { name: /^Título/ });
    await user.clear(titleBox);
    await user.type(titleBox, renamed);
    expect(form.getByRole('textbox', { name: /^Dirección/ })).toHaveValue(slug);
    await user.click(form.getByRole('button', { name: 'Guardar cambios' }));
    await closed();
    page = await row(renamed);
    expect(page.getByText('Publicado')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: title })).not.toBeInTheDocument();

    // Deleting asks first: "No" keeps it, "Sí, eliminar" takes it off the list and the site.
    await user.click(page.getByRole('button', { name: 'Eliminar' }));
    let question = within(await screen.findByRole('dialog', { name: 'Eliminar página' }));
    expect(question.getByText(`¿Eliminar «${renamed}» (English)?`, { exact: false })).toBeInTheDocument();
    await user.click(question.getByRole('button', { name: 'No' }));
    await closed();
    expect(screen.getByRole('article', { name: renamed })).toBeInTheDocument();
    await user.click(page.getByRole('button', { name: 'Eliminar' }));
    question = within(await screen.findByRole('dialog', { name: 'Eliminar página' }));
    await user.click(question.getByRole('button', { name: 'Sí, eliminar' }));
    await closed();
    await waitFor(() => expect(screen.queryByRole('article', { name: renamed })).not.toBeInTheDocument());
    expect(await stored(operator, slug)).toBeUndefined();
    const gone = await api.GET('/api/site/pages/{kind}/{slug}', {
      params: { path: { kind: 'blog', slug }, query: { language: 'en' } },
    });
    expect(gone.response.status).toBe(404);
  });

  it('shows a taken address on the slug field, keeping what was typed, and checks the address before sending', async () => {
    const { user, operator } = await openContentScreen();
    const tag = fresh();
    const taken = `guia-de-antigua-${tag}`;
    await written(operator, { kind: 'blog', language: 'en', slug: taken, title: `Guía ${tag}` });

    await user.click(screen.getByRole('button', { name: 'Nueva página' }));
    const form = await editor('Nueva página');
    await user.click(form.getByRole('radio', { name: 'English' }));
    const title = `Otra guía de Antigua ${tag}`;
    await user.type(form.getByRole('textbox', { name: /^Título/ }), title);
    await user.type(form.getByRole('textbox', { name: /^Texto de la página/ }), 'Calles empedradas.');
    const slugBox = form.getByRole('textbox', { name: /^Dirección/ });

    // Not an address: said on the field, nothing sent.
    await user.clear(slugBox);
    await user.type(slugBox, 'Guía Antigua');
    await user.click(form.getByRole('button', { name: 'Guardar página' }));
    expect(slugBox).toHaveAccessibleDescription(/Usa solo minúsculas sin acentos, números y guiones/);
    await waitFor(() => expect(slugBox).toHaveFocus());

    // Taken: the server's 409 on the field, the dialog open with everything typed.
    await user.clear(slugBox);
    await user.type(slugBox, taken);
    await user.click(form.getByRole('button', { name: 'Guardar página' }));
    await waitFor(() =>
      expect(slugBox).toHaveAccessibleDescription(/Ya existe una página con esta dirección/),
    );
    expect(slugBox).toHaveAttribute('aria-invalid', 'true');
    expect(form.getByRole('textbox', { name: /^Título/ })).toHaveValue(title);
    expect(form.getByRole('textbox', { name: /^Texto de la página/ })).toHaveValue('Calles empedradas.');

    // Another address saves it.
    await user.clear(slugBox);
    await user.type(slugBox, `${taken}-2`);
    await user.click(form.getByRole('button', { name: 'Guardar página' }));
    await closed();
    expect(await row(title)).toBeTruthy();
    expect(await stored(operator, `${taken}-2`)).toMatchObject({ title, language: 'en', status: 'draft' });
  });

  it('writes a terms subsection under its section, filters the list, and refuses to delete a section with one', async () => {
    const { user, operator } = await openContentScreen();
    const tag = fresh();
    const sectionTitle = `Condiciones de prueba ${tag}`;
    const section = await written(operator, {
      kind: 'terms',
      language: 'es',
      slug: `condiciones-${tag}`,
      title: sectionTitle,
      position: 9,
    });

    await user.click(screen.getByRole('button', { name: 'Nueva página' }));
    const form = await editor('Nueva página');
    // Only terms have a parent section and a place in the menu.
    expect(form.queryByRole('combobox', { name: /^Sección superior/ })).not.toBeInTheDocument();
    await user.click(form.getByRole('radio', { name: 'Términos' }));
    await user.click(form.getByRole('radio', { name: 'Español' }));
    expect(form.queryByRole('textbox', { name: /^Autor/ })).not.toBeInTheDocument();
    const parent = form.getByRole('combobox', { name: /^Sección superior/ });
    await waitFor(() => expect(parent).toBeEnabled());
    await user.selectOptions(parent, `${sectionTitle} (${section.slug})`);
    const title = `Pagos y transferencias ${tag}`;
    await user.type(form.getByRole('textbox', { name: /^Título/ }), title);
    const position = form.getByRole('textbox', { name: /^Posición/ });
    await user.clear(position);
    await user.type(position, '2');
    await user.type(
      form.getByRole('textbox', { name: /^Texto de la página/ }),
      'Transferencia en 7 a 10 días.',
    );
    await user.click(form.getByRole('button', { name: 'Guardar página' }));
    await closed();

    const slug = `pagos-y-transferencias-${tag}`;
    const page = await row(title);
    expect(page.getByText(`${section.slug}/${slug}`)).toBeInTheDocument();
    expect(page.getByText('Términos')).toBeInTheDocument();
    expect(await stored(operator, slug)).toMatchObject({
      kind: 'terms',
      language: 'es',
      parent_slug: section.slug,
      position: 2,
    });

    // The filters leave Spanish terms only.
    await user.click(screen.getByRole('radio', { name: 'Términos' }));
    await user.click(screen.getByRole('radio', { name: 'Español' }));
    await waitFor(() =>
      expect(
        screen.getAllByRole('article').every((article) => within(article).queryByText('Términos') !== null),
      ).toBe(true),
    );
    await waitFor(() =>
      expect(
        screen.getAllByRole('article').every((article) => within(article).queryByText('English') === null),
      ).toBe(true),
    );
    expect(screen.getByRole('article', { name: title })).toBeInTheDocument();

    // The section holds a subsection: the server refuses, the dialog says why.
    const sectionRow = await row(sectionTitle);
    await user.click(sectionRow.getByRole('button', { name: 'Eliminar' }));
    const question = within(await screen.findByRole('dialog', { name: 'Eliminar página' }));
    await user.click(question.getByRole('button', { name: 'Sí, eliminar' }));
    expect(await question.findByRole('alert')).toHaveTextContent('Esta sección tiene subsecciones');
    await user.click(question.getByRole('button', { name: 'No' }));
    await closed();
    expect(screen.getByRole('article', { name: sectionTitle })).toBeInTheDocument();
  });
});
