import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useRouteMeta } from '@/app/router/route-meta.ts';
import { ImportIntro } from '../components/import-intro.tsx';
import { ImportSteps } from '../components/import-steps.tsx';
import { wholeImport } from '../model/import-target.ts';
import { importTitleKey } from '../model/import-types.ts';

/**
 * `#/configuration/import/client-server`, `…/durable`, and for vendor staff `…/inventory` and
 * `…/spaggiari`: one import screen, of the type the route's meta says (1 to 4), step by step: the
 * file is uploaded and checked, and the report says what it holds and what is wrong, row by row; a
 * file without errors has its lists matched onto the school's, is imported in the background, all or
 * nothing, and its result is shown.
 */
export default function ImportPage() {
  const { t } = useTranslation();
  const type = useRouteMeta()?.importType ?? 1;
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {t(`routes.${importTitleKey(type)}`)}
      </Typography>
      <ImportIntro type={type} />
      <ImportSteps target={wholeImport(type)} />
    </Stack>
  );
}
