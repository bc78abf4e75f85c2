import { useTranslation } from 'react-i18next';
import { DocumentsView } from './documents-page.tsx';

/**
 * `#/publications`, the user menu's "Pubblicazioni" (spec 01 §2): the documents the user published
 * (`POST /s3documents/publishMessage`, spec 01 §7), newest first, with their status and downloads.
 * `LINK_PUBLICATIONS` sends the menu entry elsewhere instead.
 */
export default function PublicationsPage() {
  const { t } = useTranslation();
  return <DocumentsView mine title={t('routes.publications')} intro={t('documents.publicationsIntro')} />;
}
