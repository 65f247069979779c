import { Trans, useLingui } from '@lingui/react/macro';
import {
  Accordion,
  Alert,
  Button,
  CloseButton,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { currentLanguage } from '../../i18n/i18n.ts';
import { FAQ_CATEGORY_NAMES } from './faqCategoryNames.ts';
import { byCategory, searchFaq } from './faqSearch.ts';
import { faqQuery } from './helpQueries.ts';
import { PlainParagraphs } from './PlainParagraphs.tsx';

/** /frequent-questions (SPEC §2): the providers' questions in the person's language, by category, with search. */
export function FaqPage() {
  const { t, i18n } = useLingui();
  const faq = useQuery(faqQuery(currentLanguage()));
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const found = faq.data ? searchFaq(faq.data, deferred) : [];
  const searched = search.trim();

  return (
    <Stack gap="md" maw={820}>
      <Stack gap={4}>
        <Title order={1} size="h2">
          <Trans>Preguntas frecuentes</Trans>
        </Title>
        <Text c="dimmed" size="sm">
          <Trans>
            Comisiones, pagos, revisiones, cancelaciones y todo lo que necesitas para vender en la plataforma.
          </Trans>
        </Text>
      </Stack>
      <TextInput
        label={t`Buscar en las preguntas`}
        placeholder={t`Ej.: comisión, pagos`}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        maxLength={100}
        onChange={(e) => setSearch(e.currentTarget.value)}
        rightSection={
          search ? <CloseButton aria-label={t`Borrar la búsqueda`} onClick={() => setSearch('')} /> : null
        }
      />
      {faq.isPending ? (
        <Stack gap="xs" aria-label={t`Cargando las preguntas`}>
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} height={48} radius="md" />
          ))}
        </Stack>
      ) : faq.isError ? (
        <Alert
          color="red"
          role="alert"
          icon={<IconAlertTriangle size={18} />}
          title={t`No se pudieron cargar las preguntas`}
        >
          <Stack gap="sm">
            <Text size="sm">{faq.error.message}</Text>
            <Button variant="light" color="red" w="fit-content" onClick={() => void faq.refetch()}>
              <Trans>Reintentar</Trans>
            </Button>
          </Stack>
        </Alert>
      ) : found.length === 0 ? (
        <Paper withBorder radius="md" p="lg">
          <Stack gap={4} align="center">
            <Text fw={600}>
              {searched ? (
                <Trans>Ninguna pregunta coincide con «{searched}»</Trans>
              ) : (
                <Trans>Aún no hay preguntas</Trans>
              )}
            </Text>
            <Text size="sm" c="dimmed">
              <Trans>Prueba con otras palabras, o escríbenos desde el botón Ayuda del menú.</Trans>
            </Text>
          </Stack>
        </Paper>
      ) : (
        byCategory(found).map(([category, items]) => (
          <section key={category} aria-labelledby={`faq-${category}`}>
            <Title order={2} size="h4" id={`faq-${category}`} mb="xs">
              {i18n._(FAQ_CATEGORY_NAMES[category])}
            </Title>
            <Accordion variant="separated" radius="md" multiple>
              {items.map((item) => (
                <Accordion.Item key={item._id} value={item._id}>
                  <Accordion.Control>{item.question}</Accordion.Control>
                  <Accordion.Panel>
                    <Stack gap="xs">
                      <PlainParagraphs text={item.answer} />
                    </Stack>
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          </section>
        ))
      )}
    </Stack>
  );
}
