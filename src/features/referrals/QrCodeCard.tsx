import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconDownload, IconFileTypePdf } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { asFailure } from '../../api/errors.ts';
import { currentLanguage } from '../../i18n/i18n.ts';
import { CopyField } from './CopyField.tsx';
import { fetchQrPdf, type ReferralQr } from './referralQueries.ts';

/** The QR's size on screen: scannable from a phone held to the screen, small enough for a 390 px page. */
const QR_SIZE = 240;

/**
 * Hands a fetched file to the browser's downloads, as a link with `download` would: the PDF needs the session's
 * token, which a plain link cannot send. The address is released once the click has given the file away.
 */
function saveFile(file: Blob, name: string) {
  const address = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = address;
  link.download = name;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(address), 0);
}

/** Why the PDF did not come, in the server's words (SPEC §8), where the person just pressed. */
function PdfFailure({ error }: { error: unknown }) {
  const reason = asFailure(error).message;
  return (
    <Text size="sm" c="red.8" role="alert">
      <Trans>No se pudo descargar el PDF: {reason}</Trans>
    </Text>
  );
}

/** "Descargar PDF": the printable A4 page the server draws (SPEC §9: 300 dpi, the QR 100 mm wide). */
function PdfDownload({ code }: { code: string }) {
  const { t } = useLingui();
  const download = useMutation({
    mutationFn: () => fetchQrPdf(currentLanguage()),
    onSuccess: (pdf) => saveFile(pdf, t`mi-qr-${code}.pdf`),
  });
  return (
    <Stack gap={4}>
      <Button
        leftSection={<IconFileTypePdf size={18} aria-hidden />}
        loading={download.isPending}
        onClick={() => download.mutate()}
        fullWidth
      >
        <Trans>Descargar PDF</Trans>
      </Button>
      {download.isError ? <PdfFailure error={download.error} /> : null}
    </Stack>
  );
}

/**
 * The person's QR code (SPEC §2 "my QR"): the image, its downloads, the promotion code and the link it holds, each
 * with a copy button.
 */
export function QrCodeCard({ qr }: { qr: ReferralQr }) {
  const { t } = useLingui();
  const code = qr.promotion_code;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={t`Tu código QR`}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
        <Stack gap="sm" align="center">
          <img
            src={qr.png}
            alt={t`Código QR de tu código de promoción ${code}`}
            width={QR_SIZE}
            height={QR_SIZE}
            // 1181 px drawn at 240: each module stays a sharp square, not a blurred edge a camera must guess at.
            style={{ imageRendering: 'pixelated', maxWidth: '100%', height: 'auto' }}
          />
          <Stack gap="xs" w="100%" maw={QR_SIZE + 60}>
            <PdfDownload code={code} />
            <Button
              component="a"
              href={qr.png}
              download={t`mi-qr-${code}.png`}
              variant="light"
              leftSection={<IconDownload size={18} aria-hidden />}
              fullWidth
            >
              <Trans>Descargar imagen</Trans>
            </Button>
          </Stack>
        </Stack>
        <Stack gap="md" justify="center">
          <CopyField
            label={t`Código de promoción`}
            value={code}
            copyLabel={<Trans>Copiar código</Trans>}
            copiedAnnouncement={<Trans>Código copiado</Trans>}
          />
          <CopyField
            label={t`Tu enlace`}
            value={qr.url}
            copyLabel={<Trans>Copiar enlace</Trans>}
            copiedAnnouncement={<Trans>Enlace copiado</Trans>}
          />
        </Stack>
      </SimpleGrid>
    </Card>
  );
}

/** The card's shape while the code loads. */
export function QrCodeCardSkeleton() {
  return (
    <Card withBorder radius="md" padding="lg" aria-busy="true">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
        <Stack gap="sm" align="center">
          <Skeleton width={QR_SIZE} height={QR_SIZE} />
          <Skeleton height={36} maw={QR_SIZE + 60} />
          <Skeleton height={36} maw={QR_SIZE + 60} />
        </Stack>
        <Stack gap="md" justify="center">
          <Skeleton height={56} />
          <Skeleton height={56} />
        </Stack>
      </SimpleGrid>
    </Card>
  );
}
