import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRouteMeta } from '@/app/router/route-meta.ts';
import { MovementNewPage } from '@/features/movements';
import { useAllYears } from '@/features/reference-lists';
import { ValueVoucherEditor } from '../components/value-voucher-editor.tsx';
import { voucherDetailPath } from '../model/voucher-kind.ts';

/**
 * `#/value-voucher/decrease/new` and `#/value-voucher/increase/new`: a new value voucher in the
 * movement stepper, of the kind the route's movement type says (5 decrease, 6 increase).
 */
export default function ValueVoucherNewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const meta = useRouteMeta();
  const kind = meta?.movementType === 6 ? 6 : 5;
  const years = useAllYears();
  return (
    <MovementNewPage title={t(`routes.${meta?.titleKey ?? 'valueVoucherDecreaseNew'}`)} queries={[years]}>
      {() => (
        <ValueVoucherEditor
          kind={kind}
          years={years.data ?? []}
          onSaved={(saved) => void navigate(voucherDetailPath(saved))}
          onCancel={() => void navigate('/value-voucher')}
        />
      )}
    </MovementNewPage>
  );
}
