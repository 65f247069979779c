import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { type UseMutationResult, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { MENU_DESCRIPTION_MAX, MENU_TITLE_MAX } from '../../../../../machines/gastronomyRules.ts';
import { UPLOADING_PROGRESS } from '../../../../../machines/upload.machine.ts';
import { asFailure } from '../../../../api/errors.ts';
import type { Language } from '../../../../i18n/i18n.ts';
import { CountedTextarea } from '../../../../ui/CountedTextarea.tsx';
import { useRevalidateOnLanguageChange } from '../../../../ui/formFeedback.ts';
import { NumberInputAfterDraw } from '../../../../ui/NumberInputAfterDraw.tsx';
import { SelectAfterDraw } from '../../../../ui/SelectAfterDraw.tsx';
import { CountedTextInput } from '../../CountedTextInput.tsx';
import { stepFailureText } from '../../stepMessages.ts';
import { RestaurantMenuPicture } from './RestaurantMenuPicture.tsx';
import { type MenuItem, menuCategoriesQuery, saveMenuItem } from './restaurantMenuApi.ts';
import {
  fieldRefusal,
  initialValuesOf,
  MENU_PRICE_MAX,
  type MenuItemValues,
  menuItemSchema,
  pictureRefusal,
  textOf,
} from './restaurantMenuForm.ts';

/** The dish being edited, `new` for one being added, null while the dialog is closed. */
export type MenuDish = MenuItem | 'new' | null;

export interface RestaurantMenuItemModalProps {
  dish: MenuDish;
  /** The dish form's id: the step's own form submits it when the provider saves on leaving the step. */
  formId: string;
  productId: string;
  language: Language;
  onSaved: (item: MenuItem) => void;
  /** The dish was not saved: a value is missing or wrong, or the server refused it. */
  onNotSaved: () => void;
  /** The dialog holds something typed or chosen that is not saved. */
  onDirtyChange: (dirty: boolean) => void;
  onClose: () => void;
}

type SaveDish = UseMutationResult<MenuItem, Error, MenuItemValues>;

/**
 * Adds a dish to the menu or changes one (SPEC §3 Menu item): its name, category, price, description and picture,
 * sent together as one multipart form. Full screen on a phone. A refused save keeps everything on screen, the
 * server's refusal on the field it names.
 */
export function RestaurantMenuItemModal({
  dish,
  productId,
  language,
  onSaved,
  onNotSaved,
  onClose,
  ...props
}: RestaurantMenuItemModalProps) {
  const { t } = useLingui();
  const phone = useMediaQuery('(max-width: 36em)');
  const queryClient = useQueryClient();
  const item = dish === 'new' ? null : dish;
  const save = useMutation({
    mutationFn: (values: MenuItemValues) =>
      saveMenuItem(queryClient, productId, item?._id ?? null, textOf(values, language), values.picture),
    onSuccess: onSaved,
    onError: onNotSaved,
  });
  const { reset } = save;
  // Each opening starts without the last one's refusal.
  useEffect(() => {
    if (dish === null) reset();
  }, [dish, reset]);
  const saving = save.isPending;

  return (
    <Modal
      opened={dish !== null}
      onClose={() => {
        if (!saving) onClose();
      }}
      title={item ? t`Editar platillo` : t`Agregar platillo`}
      size="lg"
      fullScreen={phone}
      // A click beside the dialog must not throw away what was typed; Escape and the close button still close it.
      closeOnClickOutside={false}
      closeOnEscape={!saving}
      closeButtonProps={{ 'aria-label': t`Cerrar`, disabled: saving }}
    >
      {dish !== null ? (
        <MenuItemForm
          key={item?._id ?? 'new'}
          item={item}
          save={save}
          language={language}
          onNotSaved={onNotSaved}
          onClose={onClose}
          {...props}
        />
      ) : null}
    </Modal>
  );
}

interface MenuItemFormProps
  extends Pick<RestaurantMenuItemModalProps, 'formId' | 'onDirtyChange' | 'onNotSaved'> {
  item: MenuItem | null;
  save: SaveDish;
  language: Language;
  onClose: () => void;
}

function MenuItemForm({
  formId,
  item,
  save,
  language,
  onDirtyChange,
  onNotSaved,
  onClose,
}: MenuItemFormProps) {
  const { t } = useLingui();
  const box = useRef<HTMLDivElement>(null);
  const pictureBox = useRef<HTMLDivElement>(null);
  const categories = useQuery(menuCategoriesQuery(language));
  const form = useForm<MenuItemValues>({
    initialValues: initialValuesOf(item),
    validate: schemaResolver(menuItemSchema(item === null), { sync: true }),
  });
  useRevalidateOnLanguageChange(form);
  const values = form.getValues();
  const saving = save.isPending;
  const failure = save.error ? asFailure(save.error) : null;
  const refusal = failure ? fieldRefusal(failure) : null;

  const dirty = form.isDirty();
  useEffect(() => {
    onDirtyChange(dirty);
  }, [dirty, onDirtyChange]);

  /** The keyboard lands on the first field to fix; the picture's is its button. */
  const focusInvalid = () =>
    requestAnimationFrame(() => {
      const field = box.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      (field ?? pictureBox.current?.querySelector<HTMLElement>('button'))?.focus();
    });

  // The server's refusal of a field goes on that field.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new refusal sets an error.
  useEffect(() => {
    if (!refusal) return;
    form.setFieldError(refusal.field, refusal.message);
    focusInvalid();
  }, [save.error]);

  const choosePicture = (files: File[]) => {
    // One picture: the zone takes no more, and of a batch dropped at once the first is the one meant.
    const [file] = files;
    if (!file) return;
    const refused = pictureRefusal(file);
    if (refused) {
      form.setFieldError('picture', refused);
      return;
    }
    form.setFieldValue('picture', file);
    form.clearFieldError('picture');
  };

  return (
    <form
      id={formId}
      noValidate
      onSubmit={form.onSubmit(
        (checked) => save.mutate(checked),
        () => {
          focusInvalid();
          onNotSaved();
        },
      )}
    >
      <Stack gap="md" ref={box}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <CountedTextInput
            label={t`Nombre del platillo`}
            placeholder={t`Pepián de pollo`}
            required
            data-autofocus
            maxLength={MENU_TITLE_MAX}
            disabled={saving}
            {...form.getInputProps('title')}
          />
          <Stack gap={4}>
            <SelectAfterDraw
              label={t`Categoría`}
              placeholder={categories.isPending ? t`Cargando…` : t`Elige una categoría`}
              required
              disabled={saving}
              data={(categories.data ?? []).map((category) => ({
                value: category._id,
                label: category.name,
              }))}
              {...form.getInputProps('category')}
            />
            {categories.isError ? (
              <Group gap="xs">
                <Text size="xs" c="red.8">
                  <Trans>No se pudieron cargar las categorías.</Trans>
                </Text>
                <Button size="compact-xs" variant="light" onClick={() => void categories.refetch()}>
                  <Trans>Reintentar</Trans>
                </Button>
              </Group>
            ) : null}
          </Stack>
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInputAfterDraw
            label={t`Precio (USD)`}
            description={t`Lo que paga el comensal por el platillo.`}
            required
            prefix="$ "
            min={0}
            max={MENU_PRICE_MAX}
            step={0.01}
            decimalScale={2}
            allowNegative={false}
            thousandSeparator=","
            inputMode="decimal"
            disabled={saving}
            {...form.getInputProps('price')}
          />
        </SimpleGrid>
        <CountedTextarea
          label={t`Descripción`}
          placeholder={t`Ingredientes, porción y cómo se sirve`}
          required
          maxLength={MENU_DESCRIPTION_MAX}
          disabled={saving}
          {...form.getInputProps('description')}
        />
        <RestaurantMenuPicture
          ref={pictureBox}
          adding={item === null}
          picture={values.picture}
          stored={item?.mainPicture.url_photo ?? null}
          title={values.title.trim()}
          error={form.errors.picture}
          disabled={saving}
          onFiles={choosePicture}
        />
        {saving && values.picture ? (
          <Progress value={UPLOADING_PROGRESS} size="sm" animated aria-label={t`Progreso de la subida`} />
        ) : null}
        {failure && !refusal ? (
          <Alert color="red" role="alert" title={t`No se pudo guardar el platillo`}>
            {stepFailureText(failure)}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={saving}>
            <Trans>Cancelar</Trans>
          </Button>
          <Button type="submit" loading={saving}>
            {item ? <Trans>Guardar cambios</Trans> : <Trans>Agregar al menú</Trans>}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
