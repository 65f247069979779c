import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Checkbox, Fieldset, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import * as v from 'valibot';
import type { components } from '../../../../openapi/schema.d.ts';
import { api } from '../../../api/client.ts';
import { unwrap } from '../../../api/errors.ts';
import { StepFormShell } from '../StepFormShell.tsx';
import { defineStep, productIdOf, type StepContext, type StepFormProps } from '../stepDefinition.ts';
import { say } from '../stepMessages.ts';

type Recommendations = components['schemas']['Recommendations'];

/** SPEC §5 "Before publishing agreements": what the provider checks before the product may go live. */
const CHECKS = {
  calendar: msg`Actualicé el calendario de disponibilidad`,
  prices: msg`Revisé que los precios sean correctos`,
  policies: msg`Revisé que las políticas de cancelación sean correctas`,
  terms: msg`Acepto los términos y condiciones de la plataforma`,
} as const satisfies Record<string, MessageDescriptor>;
type Check = keyof typeof CHECKS;
const CHECK_IDS = Object.keys(CHECKS) as Check[];

const allChecked = msg`Marca las cuatro casillas para continuar`;

const checklistSchema = v.object({
  checked: v.pipe(
    v.array(v.picklist(CHECK_IDS)),
    v.check((checked) => CHECK_IDS.every((id) => checked.includes(id)), say(allChecked)),
  ),
});

const path = (request: StepContext) => ({
  params: { path: { id: productIdOf(request), type: request.productType } },
});

function RecommendationsForm({
  formId,
  data,
  busy,
  onSubmit,
}: StepFormProps<Recommendations, Recommendations>) {
  const { t, i18n } = useLingui();
  const form = useForm<{ checked: Check[] }>({
    // A product that already agreed comes back with every box ticked.
    initialValues: { checked: data?.use_terms_agreement ? [...CHECK_IDS] : [] },
    validate: schemaResolver(checklistSchema, { sync: true }),
  });
  const checked = form.values.checked;
  const all = checked.length === CHECK_IDS.length;

  const setChecked = (next: string[]) => {
    form.setFieldValue('checked', next as Check[]);
    if (form.errors.checked) form.validate();
  };

  return (
    <StepFormShell
      formId={formId}
      form={form}
      busy={busy}
      onSubmit={() => onSubmit({ use_terms_agreement: true })}
    >
      <Text size="sm" c="dimmed">
        <Trans>Antes de publicar tu producto, confirma que revisaste todo.</Trans>
      </Text>
      <Fieldset legend={<Trans>Lista de revisión</Trans>}>
        <Stack gap="sm">
          <Checkbox
            label={t`Seleccionar todo`}
            checked={all}
            indeterminate={checked.length > 0 && !all}
            disabled={busy}
            onChange={() => setChecked(all ? [] : CHECK_IDS)}
          />
          <Checkbox.Group value={checked} onChange={setChecked} error={form.errors.checked}>
            <Stack gap="xs" ml="md" mt={4}>
              {CHECK_IDS.map((id) => (
                <Checkbox
                  key={id}
                  value={id}
                  label={i18n._(CHECKS[id])}
                  disabled={busy}
                  aria-invalid={form.errors.checked && !checked.includes(id) ? true : undefined}
                />
              ))}
            </Stack>
          </Checkbox.Group>
        </Stack>
      </Fieldset>
    </StepFormShell>
  );
}

export const recommendationsStep = defineStep<Recommendations, Recommendations>({
  load: async (request) => unwrap(await api.GET('/api/general/agreement/{id}/{type}', path(request))),
  save: async (request, body) =>
    unwrap(await api.PUT('/api/general/agreement/{id}/{type}', { ...path(request), body })),
  Form: RecommendationsForm,
});
