import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PageLoading, PageProblem, RetryButton } from '@/components/feedback/page-state.tsx';
import { useErrorText } from '@/shell/errors/use-error-text.ts';

/** A load the new movement waits for (the financial years, the asset or proposal it starts from). */
export interface StartQuery {
  isError: boolean;
  error: unknown;
  data: unknown;
  refetch: () => unknown;
}

export interface MovementNewPageProps {
  title: string;
  queries: readonly StartQuery[];
  /** Why the movement cannot start as asked, known before the loads end (with the way out). */
  problem?: ReactNode;
  /** The editor (or a problem of what was loaded), once every load is in. */
  children: () => ReactNode;
}

/**
 * A new movement's page: its title over, in this order, the first failed load with its retry, the
 * start's problem, the loading spinner, or the editor.
 */
export function MovementNewPage({ title, queries, problem, children }: MovementNewPageProps) {
  const errorText = useErrorText();
  const failed = queries.find((query) => query.isError);
  let content: ReactNode;
  if (failed) {
    content = (
      <PageProblem
        message={errorText(failed.error)}
        action={<RetryButton onRetry={() => void failed.refetch()} />}
      />
    );
  } else if (problem) {
    content = problem;
  } else if (queries.some((query) => !query.data)) {
    content = <PageLoading />;
  } else {
    content = children();
  }
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      {content}
    </Stack>
  );
}
