import { Trans } from '@lingui/react/macro';
import { Tabs } from '@mantine/core';
import { type ReactNode, useLayoutEffect, useState } from 'react';

interface WriteAndPreviewProps {
  /** The text field, with what helps to write it. */
  write: ReactNode;
  /** The text as it will show; `shown` while its tab is open (a preview fetched from the server waits for it). */
  preview: (shown: boolean) => ReactNode;
  /** The text field's error: a refused text is shown where it is written. */
  error?: ReactNode;
}

/**
 * A text of the operator's content (a site page's Markdown, a FAQ answer, a help text: issue 31) written in one tab and
 * seen in the other as it will show.
 */
export function WriteAndPreview({ write, preview, error }: WriteAndPreviewProps) {
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  useLayoutEffect(() => {
    if (error) setTab('write');
  }, [error]);
  return (
    <Tabs value={tab} onChange={(next) => setTab(next === 'preview' ? 'preview' : 'write')}>
      <Tabs.List>
        <Tabs.Tab value="write">
          <Trans>Texto</Trans>
        </Tabs.Tab>
        <Tabs.Tab value="preview">
          <Trans>Vista previa</Trans>
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="write" pt="sm">
        {write}
      </Tabs.Panel>
      <Tabs.Panel value="preview" pt="sm">
        {preview(tab === 'preview')}
      </Tabs.Panel>
    </Tabs>
  );
}
