import { useLingui } from '@lingui/react/macro';
import { Tabs } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { CONTENT_TAB_NAMES } from '../../features/help/helpContentMessages.ts';
import { SiteContentPage } from '../../features/site/SiteContentPage.tsx';
import { LazyDialogBody } from '../../ui/LazyDialogBody.tsx';
import { lazyPart } from '../../ui/LazyPart.tsx';

/*
 * The FAQ's and the help texts' editors download when their tab is first opened: the screen opens on the site's
 * pages, and their forms (a number field, segmented controls) kept /site-content over the size budget.
 */
const faqEditor = lazyPart(() =>
  import('../../features/help/FaqContentEditor.tsx').then((module) => module.FaqContentEditor),
);
const helpTextsEditor = lazyPart(() =>
  import('../../features/help/HelpTextsEditor.tsx').then((module) => module.HelpTextsEditor),
);

type ContentTab = keyof typeof CONTENT_TAB_NAMES;

const isContentTab = (value: string | null): value is ContentTab =>
  value !== null && Object.hasOwn(CONTENT_TAB_NAMES, value);

/**
 * /site-content (issue 31): the operator's content screen, a tab per kind of content — the site's pages (the site
 * feature), the providers' FAQ and the wizard steps' help texts (the help feature). A tab's editor is drawn when the
 * tab is first opened and stays mounted after (hidden), so what is typed in one survives a look at another.
 */
export function SiteContentScreen() {
  const { i18n } = useLingui();
  const [tab, setTab] = useState<ContentTab>('pages');
  const [opened, setOpened] = useState<ReadonlySet<ContentTab>>(() => new Set(['pages']));
  const open = (next: string | null) => {
    if (!isContentTab(next)) return;
    setTab(next);
    setOpened((last) => (last.has(next) ? last : new Set([...last, next])));
  };
  const panel = (name: ContentTab, editor: ReactNode) => (
    <Tabs.Panel value={name} pt="md">
      {opened.has(name) ? editor : null}
    </Tabs.Panel>
  );

  return (
    <Tabs value={tab} onChange={open} keepMounted>
      <Tabs.List>
        {(Object.keys(CONTENT_TAB_NAMES) as ContentTab[]).map((name) => (
          <Tabs.Tab key={name} value={name}>
            {i18n._(CONTENT_TAB_NAMES[name])}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {panel('pages', <SiteContentPage />)}
      {panel('faq', <LazyDialogBody part={faqEditor}>{(Editor) => <Editor />}</LazyDialogBody>)}
      {panel('helpTexts', <LazyDialogBody part={helpTextsEditor}>{(Editor) => <Editor />}</LazyDialogBody>)}
    </Tabs>
  );
}
