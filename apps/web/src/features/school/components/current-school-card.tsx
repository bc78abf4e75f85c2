import type { UsedCode } from '@inventario/shared/contracts/school';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useCustomer } from '@/features/customer';

export interface CurrentSchoolCardProps {
  usedCode: UsedCode;
  resetting: boolean;
  onReset: () => void;
}

/** The school the session acts for now, with "back to your school" while impersonating. */
export function CurrentSchoolCard({ usedCode, resetting, onReset }: CurrentSchoolCardProps) {
  const { t } = useTranslation();
  const customer = useCustomer(usedCode.customerCode).data;
  return (
    <Card variant="outlined" component="section" aria-labelledby="current-school-title">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <Typography id="current-school-title" variant="h6" component="h2">
            {t('school.current')}
          </Typography>
          <Chip
            size="small"
            color={usedCode.impersonating ? 'warning' : 'default'}
            label={usedCode.impersonating ? t('school.impersonated') : t('school.ownSchool')}
          />
        </Stack>
        <Typography variant="h5" component="p">
          {customer?.name ?? usedCode.customerCode}
        </Typography>
        {customer && (
          <Typography color="text.secondary">
            {customer.city} · {t('school.code')} {customer.code} · {t('school.codMin')} {customer.codMin}
          </Typography>
        )}
      </CardContent>
      {usedCode.impersonating && (
        <CardActions>
          <Button onClick={onReset} loading={resetting} variant="outlined">
            {t('school.reset')}
          </Button>
        </CardActions>
      )}
    </Card>
  );
}
