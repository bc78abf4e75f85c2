import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MovementNewPage } from '@/features/movements';
import { useAllYears } from '@/features/reference-lists';
import { ProposalEditor } from '../components/proposal-editor.tsx';

/** `#/outdated/new`: a new discharge proposal in the movement stepper; saved, it opens its detail. */
export default function ProposalNewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const years = useAllYears();
  return (
    <MovementNewPage title={t('routes.outdatedNew')} queries={[years]}>
      {() => (
        <ProposalEditor
          years={years.data ?? []}
          onSaved={(saved) => void navigate(`/outdated/detail/${saved.id}`)}
          onCancel={() => void navigate('/outdated')}
        />
      )}
    </MovementNewPage>
  );
}
