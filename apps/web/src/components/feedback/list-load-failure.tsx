import Alert from '@mui/material/Alert';
import { useListFailureText } from '@/shell/errors/use-list-failure-text.ts';
import { RetryButton } from './page-state.tsx';

/**
 * A list that did not load (spec 02 §8): which list, "please retry later" and the reason when the
 * request itself was refused, with Retry when it can be asked again. Never the server's own text.
 */
export function ListLoadFailure({
  error,
  list,
  onRetry,
}: {
  error: unknown;
  /** The list's name as the screen shows it. */
  list: string;
  onRetry?: () => void;
}) {
  const failureText = useListFailureText();
  return (
    <Alert severity="error" action={onRetry ? <RetryButton onRetry={onRetry} /> : undefined}>
      {failureText(error, list)}
    </Alert>
  );
}
