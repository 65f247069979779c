import { crc32, deflateSync } from 'node:zlib';
import { Notifications } from '@mantine/notifications';
import type { Middleware } from 'openapi-fetch';
import { useState } from 'react';
import type { WizardStep } from '../../machines/wizardSteps.ts';
import { api } from '../../src/api/client.ts';
import { asFailure, unwrap } from '../../src/api/errors.ts';
import type { StepContext, StepDefinition } from '../../src/features/wizard/stepDefinition.ts';
import { renderPage } from './authHarness.tsx';

/*
 * One step of the stay wizards on its own: its `load` reads the real API, its Form is rendered with a
 * submit button outside the form (as the wizard wrapper has), and a submit runs its `save` against the
 * real API, saying on screen how that went.
 */

export const FORM_ID = 'step-under-test';
export const SAVED = 'Paso guardado';

export const stepRequest = (step: WizardStep, id: string, productType: 1 | 4 | 5 = 1): StepContext => ({
  wizard: productType === 1 ? 'vacation-rental' : productType === 4 ? 'room' : 'unique-stay',
  step,
  productType,
  mode: 'update',
  id,
  idRoom: null,
  language: 'es',
  commission: undefined,
  property: null,
});

/**
 * Every request the app's client sends while `run` runs (method and path), observed, not answered:
 * the real server still answers them.
 */
export async function requestsDuring(run: () => Promise<void>): Promise<string[]> {
  const seen: string[] = [];
  const observer: Middleware = {
    onRequest({ request }) {
      seen.push(`${request.method} ${new URL(request.url).pathname}`);
    },
  };
  api.use(observer);
  try {
    await run();
  } finally {
    api.eject(observer);
  }
  return seen;
}

export const readProduct = async (id: string) =>
  unwrap(await api.GET('/api/products/{id}', { params: { path: { id } } }));

export async function renderStep(definition: StepDefinition, request: StepContext) {
  const data = await definition.load(request);
  const product = await readProduct(request.id!);
  const submitted: unknown[] = [];
  const Form = definition.Form;

  function StepScreen() {
    const [outcome, setOutcome] = useState<string | null>(null);
    const [busy, setBusy] = useState(false);
    const submit = async (values: unknown) => {
      submitted.push(values);
      setBusy(true);
      try {
        await definition.save(request, values);
        setOutcome(SAVED);
      } catch (error) {
        setOutcome(`Falló: ${asFailure(error).message}`);
      } finally {
        setBusy(false);
      }
    };
    return (
      <>
        <Notifications />
        <Form
          formId={FORM_ID}
          request={request}
          product={product}
          data={data}
          busy={busy}
          onSubmit={submit}
        />
        <button type="submit" form={FORM_ID}>
          Siguiente
        </button>
        {outcome && <output>{outcome}</output>}
      </>
    );
  }

  const view = await renderPage('/step', <StepScreen />);
  return { ...view, data, product, submitted };
}

/** A real PNG of the given size (grey pixels), so its header says how square it is. */
export function pngBytes(width: number, height: number): Uint8Array<ArrayBuffer> {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x80)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return new Uint8Array(png);
}

export const pngFile = (name: string, width = 4, height = width) =>
  new File([pngBytes(width, height)], name, { type: 'image/png' });
