import { groupRoles } from '@inventario/shared/domain/access/access';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

/** The user's roles as chips grouped by the part before the first dot; the rest in a tooltip. */
export function RoleChips({ roles }: { roles: readonly string[] }) {
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {groupRoles(roles).map(({ group, members }) =>
        members.length > 0 ? (
          <Tooltip key={group} title={members.join(', ')}>
            <Chip size="small" label={group} variant="outlined" />
          </Tooltip>
        ) : (
          <Chip key={group} size="small" label={group} variant="outlined" />
        ),
      )}
    </Stack>
  );
}
